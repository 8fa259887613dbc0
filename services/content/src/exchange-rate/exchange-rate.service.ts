import type { Logger } from '@smarthome/service-kit';
import type { ExchangeRateModel, ExchangeRateRecord } from './exchange-rate.model.js';
import { fetchRate, UpstreamError, type RateSource } from './exchange-rate.sources.js';

/** The rate as the API shows it. */
export interface ExchangeRate {
  rate: number;
  lastUpdated: Date;
  source: string;
  publishedOn: string | null;
}

/** A fetched rate is used for 24 hours; after that it is fetched again. */
export const EXCHANGE_RATE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * After every source failed, they are tried again at most this often: while they are down, each
 * page view must not wait for two timeouts, nor hammer a struggling upstream.
 */
export const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

const PAIR = 'EUR-RON';

export interface ExchangeRateOptions {
  /** Tried in order; the first usable answer wins. Empty: only the stored rate is served. */
  sources: readonly RateSource[];
  timeoutMs: number;
  log: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * The EUR→RON rate: from memory while fresh, else from the database (another replica may have
 * fetched it), else from the sources in order. When every source fails, the last stored rate is
 * served with its real fetch time and source; with nothing stored, null.
 */
export class ExchangeRateService {
  private memory: ExchangeRate | null = null;
  private lastFailureAt: number | null = null;
  /** One refresh at a time per process: concurrent requests share it. */
  private inFlight: Promise<ExchangeRate | null> | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly rates: ExchangeRateModel,
    private readonly options: ExchangeRateOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async current(): Promise<ExchangeRate | null> {
    if (this.memory && this.isFresh(this.memory)) return this.memory;
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private isFresh(rate: ExchangeRate): boolean {
    return this.now().getTime() - rate.lastUpdated.getTime() < EXCHANGE_RATE_TTL_MS;
  }

  private async refresh(): Promise<ExchangeRate | null> {
    const stored = await this.readStored();
    if (stored) this.memory = stored;
    if (stored && this.isFresh(stored)) return stored;

    const now = this.now().getTime();
    const sources = this.options.sources;
    const backingOff = this.lastFailureAt !== null && now - this.lastFailureAt < RETRY_AFTER_FAILURE_MS;
    if (sources.length === 0 || backingOff) return stored;

    for (const source of sources) {
      try {
        const parsed = await fetchRate(source, this.options.timeoutMs);
        const fresh: ExchangeRate = {
          rate: parsed.rate,
          publishedOn: parsed.publishedOn,
          source: new URL(source.url).host,
          lastUpdated: this.now(),
        };
        this.memory = fresh;
        await this.store(fresh);
        this.lastFailureAt = null;
        return fresh;
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        this.options.log.warn({ reason: error.message }, 'exchange-rate source failed');
      }
    }
    this.lastFailureAt = now;
    this.options.log.error(
      { storedFrom: stored?.lastUpdated.toISOString() ?? null },
      stored
        ? 'every exchange-rate source failed: serving the stored rate'
        : 'every exchange-rate source failed and no rate is stored',
    );
    return stored;
  }

  private async readStored(): Promise<ExchangeRate | null> {
    const record = await this.rates.findById(PAIR).lean<ExchangeRateRecord>().exec();
    if (!record) return null;
    return {
      rate: record.rate,
      source: record.source,
      publishedOn: record.publishedOn ?? null,
      lastUpdated: record.fetchedAt,
    };
  }

  /** A database failure must not cost the rate just fetched: it is served from memory meanwhile. */
  private async store(rate: ExchangeRate): Promise<void> {
    try {
      await this.rates
        .updateOne(
          { _id: PAIR },
          {
            $set: {
              rate: rate.rate,
              source: rate.source,
              publishedOn: rate.publishedOn,
              fetchedAt: rate.lastUpdated,
            },
          },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      this.options.log.error({ err: error }, 'could not store the exchange rate');
    }
  }
}
