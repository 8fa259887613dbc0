/**
 * What a chat request carries: the visible conversation, ending with the question, cut to what the
 * assistant accepts. The welcome text and the failure bubbles are the page's own and never sent.
 */

export type ChatRole = 'user' | 'assistant';

/** One turn of the conversation as the assistant receives it. */
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** At most this many of the last messages are sent: enough context, a bounded request. */
export const MAX_REQUEST_MESSAGES = 20;
/** The assistant refuses a conversation longer than this in all. */
export const MAX_REQUEST_CHARACTERS = 12_000;
/** The assistant refuses a longer message; the input stops there. */
export const MAX_MESSAGE_LENGTH = 2_000;

/**
 * The last MAX_REQUEST_MESSAGES turns of `conversation`, then the oldest of them dropped while the
 * whole is over MAX_REQUEST_CHARACTERS. The last turn (the question) is always kept.
 */
export function requestMessages(conversation: readonly ChatTurn[]): ChatTurn[] {
  const turns = conversation.slice(-MAX_REQUEST_MESSAGES).map(({ role, content }) => ({ role, content }));
  let total = turns.reduce((sum, turn) => sum + turn.content.length, 0);
  while (turns.length > 1 && total > MAX_REQUEST_CHARACTERS) {
    total -= turns.shift()!.content.length;
  }
  return turns;
}
