import {
  answerFromKnowledge,
  countPromptTokens,
  countTokens,
  LOCAL_MODEL,
  type ChatTurn,
} from '../knowledge/index.js';
import { isForbiddenRequest } from '../knowledge/intents.js';
import type { CallerTools } from '../tools/caller-tools.js';
import { answerFromRecords } from '../tools/records-answer.js';
import type { ChatModel, ModelEvent } from './model.js';

/** Words per streamed piece: the offline answer arrives in pieces like a model's would. */
const WORDS_PER_PIECE = 3;

/** The text in pieces of a few words, each keeping the blanks that follow it (joined, they are the text). */
export function wordPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  return pieces;
}

/**
 * The offline assistant (no OPENAI_API_KEY): answers questions about the caller's own
 * installations and issues from their records (read with the tools, with the caller's rights),
 * and everything else from the site's facts alone, streamed in
 * small pieces through the same pipeline as a real model. Its tokens are counted with the real
 * model's tokenizer, as if the prompt had been sent, so that the usage views stay comparable.
 */
export class LocalKnowledgeModel implements ChatModel {
  readonly name = LOCAL_MODEL;

  async *stream(
    system: string,
    turns: readonly ChatTurn[],
    signal: AbortSignal,
    tools?: CallerTools,
  ): AsyncIterable<ModelEvent> {
    const question = turns[turns.length - 1]?.content ?? '';
    const history = turns.slice(0, -1);
    const fromRecords =
      tools && !isForbiddenRequest(question) ? await answerFromRecords(question, history, tools) : null;
    const text = fromRecords ?? answerFromKnowledge(question, history).text;
    for (const delta of wordPieces(text)) {
      if (signal.aborted) throw signal.reason;
      yield { delta };
    }
    yield {
      usage: { promptTokens: countPromptTokens(system, turns), completionTokens: countTokens(text) },
    };
  }
}
