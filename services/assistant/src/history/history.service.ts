import { withOutbox, type EventEnvelope, type EventType } from '@smarthome/service-kit/events';
import type { ChatTurn } from '../knowledge/index.js';
import type { ChatExchangeModel, ChatExchangeRecord } from './history.model.js';

/** Messages `chatHistory` returns at most: the last 50 exchanges. */
export const HISTORY_MESSAGES = 100;

/**
 * The stored context of a message sent alone: the recent exchanges of the same conversation.
 * Two hours apart, a question starts a new conversation; 10 messages are enough to resolve "and
 * the other package?" without making every prompt long.
 */
export const CONTEXT_WINDOW = { messages: 10, withinMs: 2 * 60 * 60 * 1000 } as const;

/** One message of the caller's stored conversation. */
export interface ChatHistoryMessage {
  id: string;
  role: ChatTurn['role'];
  content: string;
  createdAt: Date;
}

/** One stored exchange as its author's copy of their data shows it. */
export interface ExportedExchange {
  id: string;
  question: string;
  answer: string;
  askedAt: Date;
  answeredAt: Date;
  model: string;
  cached: boolean;
  promptTokens: number;
  completionTokens: number;
}

/** An answered question, to be stored: the record's fields, with the time its answer was complete. */
export type Exchange = Omit<ChatExchangeRecord, '_id' | 'createdAt' | 'cleared'> & { answeredAt: Date };

type StoredExchange = Pick<ChatExchangeRecord, '_id' | 'question' | 'answer' | 'askedAt' | 'createdAt'>;

const SHOWN = { question: 1, answer: 1, askedAt: 1, createdAt: 1 } as const;

/**
 * The users' conversations. Every read and delete is by the caller's own user id: nobody reads
 * another's conversation, and nothing of one user ever goes into another's prompt.
 */
export class HistoryService {
  constructor(
    private readonly exchanges: ChatExchangeModel,
    private readonly now: () => Date,
  ) {}

  /** Stores an exchange with its events, in one document write. */
  async record(exchange: Exchange, ...events: Array<EventEnvelope<EventType>>): Promise<void> {
    const { answeredAt, ...fields } = exchange;
    await this.exchanges.create(withOutbox({ ...fields, createdAt: answeredAt, cleared: false }, ...events));
  }

  /** The caller's last messages (at most 100), oldest first. */
  async list(userId: string): Promise<ChatHistoryMessage[]> {
    return messagesOf(await this.latest(userId, HISTORY_MESSAGES / 2));
  }

  /**
   * Every exchange the caller has on record (the last 30 days, cleared ones excepted), oldest
   * first, with the model and the tokens each answer took: their copy of their data.
   */
  async exportFor(userId: string): Promise<ExportedExchange[]> {
    const records = await this.exchanges
      .find({ userId, cleared: false })
      .sort({ createdAt: 1, _id: 1 })
      .lean<ChatExchangeRecord[]>()
      .exec();
    return records.map((record) => ({
      id: record._id.toHexString(),
      question: record.question,
      answer: record.answer,
      askedAt: record.askedAt,
      answeredAt: record.createdAt,
      model: record.model,
      cached: record.cached,
      promptTokens: record.promptTokens,
      completionTokens: record.completionTokens,
    }));
  }

  /** The caller's conversation of the last two hours (at most 10 messages), oldest first, as model turns. */
  async recentTurns(userId: string): Promise<ChatTurn[]> {
    const since = new Date(this.now().getTime() - CONTEXT_WINDOW.withinMs);
    const exchanges = await this.latest(userId, CONTEXT_WINDOW.messages / 2, since);
    return messagesOf(exchanges).map(({ role, content }) => ({ role, content }));
  }

  /**
   * Deletes the caller's conversation. An exchange whose usage event the relay has not taken yet
   * cannot go (the event would go with it): its texts are emptied and it is hidden, and it is
   * deleted by a later clear or when it expires.
   */
  async clear(userId: string): Promise<void> {
    await this.exchanges.updateMany({ userId }, { $set: { cleared: true, question: '', answer: '' } });
    await this.exchanges.deleteMany({ userId, cleared: true, '_outbox.id': { $exists: false } });
  }

  private latest(userId: string, count: number, since?: Date): Promise<StoredExchange[]> {
    return this.exchanges
      .find({ userId, cleared: false, ...(since ? { createdAt: { $gte: since } } : {}) }, SHOWN)
      .sort({ createdAt: -1, _id: -1 })
      .limit(count)
      .lean<StoredExchange[]>()
      .exec();
  }
}

/** Exchanges (newest first) as messages, oldest first: each question, then its answer. */
function messagesOf(exchanges: StoredExchange[]): ChatHistoryMessage[] {
  return exchanges.toReversed().flatMap((exchange) => [
    {
      id: `${exchange._id.toHexString()}-q`,
      role: 'user' as const,
      content: exchange.question,
      createdAt: exchange.askedAt,
    },
    {
      id: `${exchange._id.toHexString()}-a`,
      role: 'assistant' as const,
      content: exchange.answer,
      createdAt: exchange.createdAt,
    },
  ]);
}
