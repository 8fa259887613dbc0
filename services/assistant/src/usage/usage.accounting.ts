import type { EventEnvelope, EventHandlers } from '@smarthome/service-kit/events';
import { zonedDay } from './day.js';
import type { UsageDayModel } from './usage.model.js';

/** Tries of one count when first events of a new day race each other to create its document. */
const COUNT_ATTEMPTS = 3;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

/**
 * The token accounting: every `assistant.usage_recorded` event added to its day's and model's
 * totals, exactly once, even without the consumer's ledger (a duplicate delivery, two consumers
 * racing after a lost lock, a replay of a dead letter).
 */
export class UsageAccounting {
  constructor(
    private readonly days: UsageDayModel,
    private readonly timeZone: string,
  ) {}

  /** The handlers of the `usage` queue's consumer. */
  get handlers(): EventHandlers {
    return {
      'assistant.usage_recorded': async (event, { log }) => {
        const counted = await this.count(event);
        if (!counted) log.info('usage event already counted: skipped');
      },
    };
  }

  /**
   * Adds the event to its day's totals; false when it was already counted. The update matches
   * only a document that does not list the event yet and lists it in the same write. When none
   * matches, the upsert tries to create the day's document: the unique (date, model) index refuses
   * that when the document exists, which means either the event is in it (counted before) or
   * another first event of the day created it meanwhile (try again).
   */
  async count(event: EventEnvelope<'assistant.usage_recorded'>): Promise<boolean> {
    const { model, promptTokens, completionTokens, cached, at } = event.payload;
    const date = zonedDay(new Date(at), this.timeZone).date;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.days.updateOne(
          { date, model, eventIds: { $ne: event.id } },
          {
            $inc: {
              promptTokens,
              completionTokens,
              totalTokens: promptTokens + completionTokens,
              requests: 1,
              cachedRequests: cached ? 1 : 0,
            },
            $push: { eventIds: event.id },
          },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (await this.days.exists({ date, model, eventIds: event.id })) return false;
        if (attempt >= COUNT_ATTEMPTS) throw error;
      }
    }
  }
}
