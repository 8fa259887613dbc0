/**
 * What the assistant knows: the site's own facts from @smarthome/catalog, as the system prompt a
 * language model is grounded in and as the offline assistant that answers from them directly.
 */

/** One turn of a conversation as the model sees it (the instructions are never a client's turn). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A page of the site that an answer points to. */
export interface KnowledgeLink {
  label: string;
  /** A path of the public site, e.g. `/packages/basic`. */
  path: string;
}

export interface KnowledgeAnswer {
  /** The answer in Romanian, links written inline as Markdown `[label](/path)`. */
  text: string;
  /** False when nothing in the facts matched: the text is then the honest "I don't know; contact us". */
  matched: boolean;
  links: KnowledgeLink[];
}

/** The model name recorded for answers of the offline assistant. */
export const LOCAL_MODEL = 'local-knowledge';

export interface SystemPrompt {
  /** The whole prompt: instructions, then the facts. */
  text: string;
  /** The instructions part alone: what must never be repeated to a user. */
  instructions: string;
}

export function buildSystemPrompt(): SystemPrompt {
  throw new Error('not implemented yet');
}

/** Answers the last user message from the facts alone, in Romanian; `history` gives context. */
export function answerFromKnowledge(question: string, history?: readonly ChatTurn[]): KnowledgeAnswer {
  void question;
  void history;
  throw new Error('not implemented yet');
}

/** Tokens of a text for the model's tokenizer (o200k_base). */
export function countTokens(text: string): number {
  void text;
  throw new Error('not implemented yet');
}

/** Prompt tokens of a chat request: the system prompt and every turn, with the chat format's overhead. */
export function countPromptTokens(system: string, turns: readonly ChatTurn[]): number {
  void system;
  void turns;
  throw new Error('not implemented yet');
}
