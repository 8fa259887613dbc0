import { AppError, cleanMultiLine } from '@smarthome/service-kit';
import type { ChatTurn } from '../knowledge/index.js';

/** How much conversation one request may carry: bounds the prompt, and so the tokens, per message. */
export const CHAT_LIMITS = {
  messages: 50,
  messageCharacters: 2_000,
  totalCharacters: 12_000,
} as const;

/** The public chat is Romanian: so are its refusals. */
export const CHAT_INPUT_MESSAGES = {
  notAList: 'Trimiteți conversația ca listă de mesaje.',
  empty: 'Trimiteți cel puțin un mesaj.',
  tooMany: `O conversație poate avea cel mult ${CHAT_LIMITS.messages} de mesaje.`,
  malformed: 'Fiecare mesaj trebuie să aibă un rol și un text.',
  role: 'Un mesaj poate avea doar rolul „user” sau „assistant”.',
  blank: 'Mesajul nu poate fi gol.',
  tooLong: `Mesajul poate avea cel mult ${CHAT_LIMITS.messageCharacters} de caractere.`,
  tooLongInAll: `Conversația poate avea cel mult ${CHAT_LIMITS.totalCharacters} de caractere în total.`,
  lastNotUser: 'Ultimul mesaj trebuie să fie întrebarea dumneavoastră.',
} as const;

const ROLES: ReadonlySet<string> = new Set<ChatTurn['role']>(['user', 'assistant']);

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

function refuse(message: string): never {
  throw new AppError('BAD_USER_INPUT', message);
}

/**
 * The conversation a client sent, checked and cleaned: a non-empty list of at most 50
 * `{role, content}` messages whose role is `user` or `assistant` (a `system` message would let a
 * client write the assistant's instructions), each text cleaned of invisible characters and
 * trimmed, none blank or over 2,000 characters, 12,000 in all, the last one the user's question.
 * Anything else is BAD_USER_INPUT with the first problem found.
 */
export function validConversation(messages: unknown): ChatTurn[] {
  if (!Array.isArray(messages)) refuse(CHAT_INPUT_MESSAGES.notAList);
  if (messages.length === 0) refuse(CHAT_INPUT_MESSAGES.empty);
  if (messages.length > CHAT_LIMITS.messages) refuse(CHAT_INPUT_MESSAGES.tooMany);

  let total = 0;
  const turns = messages.map((message: unknown): ChatTurn => {
    if (typeof message !== 'object' || message === null) refuse(CHAT_INPUT_MESSAGES.malformed);
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (typeof role !== 'string' || typeof content !== 'string') refuse(CHAT_INPUT_MESSAGES.malformed);
    if (!ROLES.has(role)) refuse(CHAT_INPUT_MESSAGES.role);
    const text = cleanMultiLine(content);
    if (text === '') refuse(CHAT_INPUT_MESSAGES.blank);
    const length = characters(text);
    if (length > CHAT_LIMITS.messageCharacters) refuse(CHAT_INPUT_MESSAGES.tooLong);
    total += length;
    return { role: role as ChatTurn['role'], content: text };
  });
  if (total > CHAT_LIMITS.totalCharacters) refuse(CHAT_INPUT_MESSAGES.tooLongInAll);
  if (turns[turns.length - 1]?.role !== 'user') refuse(CHAT_INPUT_MESSAGES.lastNotUser);
  return turns;
}
