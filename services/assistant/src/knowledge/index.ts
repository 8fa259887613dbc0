/**
 * What the assistant knows: the site's own facts from @smarthome/catalog, as the system prompt a
 * language model is grounded in and as the offline assistant that answers from them directly.
 */
import { answerOffline } from './offline-answer.js';
import { buildSystemPrompt as systemPrompt } from './system-prompt.js';
import { countPromptTokens as promptTokens, countTokens as tokens } from './tokens.js';
import type { ChatTurn, KnowledgeAnswer, SystemPrompt } from './types.js';

export type { ChatTurn, KnowledgeAnswer, KnowledgeLink, SystemPrompt } from './types.js';

/** The model name recorded for answers of the offline assistant. */
export const LOCAL_MODEL = 'local-knowledge';

/** The instructions, then every fact of the site with its page; the same text on every call. */
export function buildSystemPrompt(): SystemPrompt {
  return systemPrompt();
}

/** Answers the last user message from the facts alone, in Romanian; `history` gives context. */
export function answerFromKnowledge(question: string, history?: readonly ChatTurn[]): KnowledgeAnswer {
  return answerOffline(question, history);
}

/** Tokens of a text for the model's tokenizer (o200k_base). */
export function countTokens(text: string): number {
  return tokens(text);
}

/** Prompt tokens of a chat request: the system prompt and every turn, with the chat format's overhead. */
export function countPromptTokens(system: string, turns: readonly ChatTurn[]): number {
  return promptTokens(system, turns);
}
