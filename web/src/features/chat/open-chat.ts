import { useSyncExternalStore } from 'react';
import { wakeIsland } from '@/rendering/wake';

/**
 * Whether the chat panel is open, shared by the launcher and anything on a page that opens the chat
 * (the calculator's "ask the assistant" link). Tiny on purpose: it is part of every public page,
 * while the panel's code loads only when the chat is first opened.
 */
export interface ChatOpenState {
  open: boolean;
  /** Set by the first opening and kept: the panel's code is then loaded and the panel stays mounted. */
  started: boolean;
  /**
   * A message to put in the input, from the last openChat that gave one; `id` tells two requests
   * with the same text apart.
   */
  prefill: { text: string; id: number } | null;
}

/** Who is chatting, as the auth state says (the chat itself does not know about sign-in). */
export interface ChatViewer {
  status: 'loading' | 'anonymous' | 'authenticated';
  /** The signed-in user's id; null otherwise. */
  userId: string | null;
}

const initial: ChatOpenState = { open: false, started: false, prefill: null };
let state = initial;
let prefills = 0;
const listeners = new Set<() => void>();

function update(next: ChatOpenState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the chat panel; with `prefill`, its input holds that message, ready to send. */
export function openChat(prefill?: string): void {
  // On a page the server wrote, the launcher is an island that may not be React yet.
  wakeIsland('chat');
  prefills += 1;
  update({
    open: true,
    started: true,
    prefill: prefill === undefined ? state.prefill : { text: prefill, id: prefills },
  });
}

export function closeChat(): void {
  if (state.open) update({ ...state, open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useChatOpenState(): ChatOpenState {
  // On the server (and while hydrating) the chat is closed, as in the pre-rendered page.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

/** Back to a closed chat that was never opened (tests render many apps in one page). */
export function resetChatOpenState(): void {
  update(initial);
}
