/**
 * The knowledge module's shapes, apart from index.ts so that its modules can share them without
 * importing the entry point that re-exports them.
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

export interface SystemPrompt {
  /** The whole prompt: instructions, then the facts. */
  text: string;
  /** The instructions part alone: what must never be repeated to a user. */
  instructions: string;
}
