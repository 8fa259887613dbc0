import type { ChatRole, ChatTurn } from '../api/chat-request';
import type { ChatFailure } from './chat-failure';

/** One bubble of the panel. */
export interface ChatEntry {
  id: string;
  role: ChatRole;
  content: string;
  /** Set on the assistant's bubble of a question that got no answer. */
  failure?: ChatFailure;
  /** The answer is still arriving. */
  pending?: boolean;
}

/**
 * The conversation as the assistant is told it: the answered turns. A failure bubble is the page's
 * own words, and the question it failed to answer goes with it (it is asked again, or not at all).
 */
export function conversationOf(entries: readonly ChatEntry[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const entry of entries) {
    if (entry.failure) {
      if (turns[turns.length - 1]?.role === 'user') turns.pop();
      continue;
    }
    if (entry.pending || entry.content.trim() === '') continue;
    turns.push({ role: entry.role, content: entry.content });
  }
  return turns;
}

/** The sign-in request is on screen: the input waits for a sign-in or a clear. */
export const needsSignIn = (entries: readonly ChatEntry[]): boolean =>
  entries.some((entry) => entry.failure?.kind === 'sign-in');
