import { createHash } from 'node:crypto';
import type { Redis } from '@smarthome/service-kit';
import { foldText } from './text-normal.js';

/**
 * A question as the cache compares it: lower case, Romanian diacritics folded, blanks collapsed,
 * trailing punctuation dropped. "Cât costă pachetul Basic?" and "cat costa  pachetul basic" are
 * the same question.
 */
export function normalQuestion(question: string): string {
  return foldText(question)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s\p{P}]+$/u, '');
}

/**
 * Answers to questions asked without context, kept in Redis for CHAT_CACHE_SECONDS so that the
 * same question (most asked: prices, packages, areas served) costs no tokens twice. Keyed by the
 * model and a hash of the normalised question: a question never appears in a key, and answers of
 * one model are never served as another's. Answers that depend on a conversation are never
 * cached (they would not fit another one).
 */
export class AnswerCache {
  constructor(
    private readonly redis: Redis,
    /** 0: no cache. */
    private readonly ttlSeconds: number,
    private readonly prefix = 'assistant:answer',
  ) {}

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  keyOf(model: string, question: string): string {
    const hash = createHash('sha256')
      .update(`${model}\n${normalQuestion(question)}`)
      .digest('hex');
    return `${this.prefix}:${hash}`;
  }

  /** The cached answer, or null (always null when the cache is off). */
  async get(model: string, question: string): Promise<string | null> {
    if (!this.enabled) return null;
    return this.redis.get(this.keyOf(model, question));
  }

  async set(model: string, question: string, answer: string): Promise<void> {
    if (!this.enabled) return;
    await this.redis.set(this.keyOf(model, question), answer, 'EX', this.ttlSeconds);
  }
}
