/**
 * Token counts with the o200k_base tokenizer of the current OpenAI chat models, so the offline
 * assistant's answers are accounted in the same unit as a model's.
 */
import { countTokens as countO200k, encodeChat } from 'gpt-tokenizer/encoding/o200k_base';
import type { ChatTurn } from './types.js';

/**
 * A visitor may type "<|endoftext|>" or "<|im_end|>": to the tokenizer that is text like any other,
 * never a special token (the default would throw on it).
 */
const asPlainText = { disallowedSpecial: new Set<string>() };

/** The chat format counted: the one of gpt-4o, whose encoding is o200k_base. */
const CHAT_MODEL = 'gpt-4o';

export function countTokens(text: string): number {
  return countO200k(text, asPlainText);
}

/**
 * The system prompt and every turn in the chat format (each message's start, role and end tokens,
 * and the tokens that prime the assistant's reply), as the model receives them.
 */
export function countPromptTokens(system: string, turns: readonly ChatTurn[]): number {
  // The chat format is each message's tokens in turn, then the reply's priming: so the system
  // prompt (thousands of tokens, the same on every call) is counted once and remembered.
  return systemTokens(system) + chatTokens(turns);
}

const chatTokens = (chat: Parameters<typeof encodeChat>[0]) =>
  encodeChat(chat, CHAT_MODEL, asPlainText).length;

let lastSystem: { text: string; tokens: number } | undefined;

/** The system message's own tokens in the chat format, without the priming counted with the turns. */
function systemTokens(system: string): number {
  if (lastSystem?.text !== system) {
    lastSystem = { text: system, tokens: chatTokens([{ role: 'system', content: system }]) - chatTokens([]) };
  }
  return lastSystem.tokens;
}
