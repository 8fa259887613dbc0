import type { ChatAction } from '../api/chat-action';
import type { ChatRole, ChatTurn } from '../api/chat-request';
import type { ChatFailure } from './chat-failure';

/** Where the visitor's answer to a proposal stands. */
export type ProposalState =
  /** Waiting for Confirm or Cancel; `error` is the text of a try that failed and may be tried again. */
  | { kind: 'open'; error?: string }
  | { kind: 'sending'; choice: 'confirm' | 'cancel' }
  /** The issue was opened: its id, when the server said it. */
  | { kind: 'confirmed'; issueId: number | null }
  | { kind: 'cancelled' }
  /** The server no longer takes an answer to it (used, or gone): its words. */
  | { kind: 'spent'; error: string };

/** A proposal of the assistant under its answer, and the visitor's answer to it so far. */
export interface Proposal {
  action: ChatAction;
  state: ProposalState;
}

/** One bubble of the panel. */
export interface ChatEntry {
  id: string;
  role: ChatRole;
  content: string;
  /** Set on the assistant's bubble of a question that got no answer. */
  failure?: ChatFailure;
  /** The answer is still arriving. */
  pending?: boolean;
  /** What the assistant's answer proposes to do, to confirm or cancel. */
  proposal?: Proposal;
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

/**
 * The entry whose proposal may still be answered: the newest with a proposal, since a later
 * proposal supersedes the earlier ones (those still open show as expired); null when there is none.
 */
export const latestProposalId = (entries: readonly ChatEntry[]): string | null =>
  entries.findLast((entry) => entry.proposal !== undefined)?.id ?? null;
