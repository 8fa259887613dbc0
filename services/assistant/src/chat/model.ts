import { AppError } from '@smarthome/service-kit';
import type { ChatTurn } from '../knowledge/index.js';
import type { CallerTools } from '../tools/caller-tools.js';

/** Tokens of one answer as the model counted them (or as we did, when it did not say). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** One piece of a streamed answer: text as it comes, and once, near the end, the tokens used. */
export interface ModelEvent {
  delta?: string;
  usage?: TokenUsage;
}

/**
 * A language model the chat can ask: the OpenAI-compatible one (model-openai.ts) or the offline
 * assistant answering from the site's facts (model-local.ts).
 */
export interface ChatModel {
  /** Recorded with every answer and part of the answer cache's key. */
  readonly name: string;
  /**
   * Streams the answer to the conversation's last turn, reading the caller's own records through
   * `tools` where the question needs them (and proposing an issue there). Fails with
   * MODEL_UNAVAILABLE when the model cannot answer in time; when `signal` aborts (the caller went
   * away) it stops and rejects with the signal's reason. Usage covers every call the answer took.
   */
  stream(
    system: string,
    turns: readonly ChatTurn[],
    signal: AbortSignal,
    tools?: CallerTools,
  ): AsyncIterable<ModelEvent>;
}

export const MODEL_UNAVAILABLE_MESSAGE =
  'Asistentul nu poate răspunde acum. Vă rugăm să încercați din nou în câteva minute.';

/** What the caller gets when the model failed, hung or sent nothing: a 503 they can act on. */
export function modelUnavailable(): AppError {
  return new AppError('MODEL_UNAVAILABLE', MODEL_UNAVAILABLE_MESSAGE);
}
