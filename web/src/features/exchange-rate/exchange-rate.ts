/**
 * The browser side of the EUR→RON rate: a local cache of `{ rate, lastUpdated }` kept 24 hours, and
 * the fallback chain API → stored value → 4.95 with its error text. The server (GET /api/v0/exchange-rate) does the upstream work: the NBR feed,
 * its fallback source and its own 24-hour store.
 */
import { DEFAULT_EUR_RON_RATE, EXCHANGE_RATE_MAX_AGE_MS, isValidRate } from '@smarthome/catalog';
import { apiRequest } from '@/lib/api-client';
import { EXCHANGE_RATE_ERROR } from '@/lib/rate-marks';

export { EXCHANGE_RATE_ERROR, type ExchangeRateState } from '@/lib/rate-marks';

export const EXCHANGE_RATE_STORAGE_KEY = 'exchangeRate';

/** The cached rate: the rate and when it was updated (ISO time). */
export interface CachedRate {
  rate: number;
  lastUpdated: string;
}

export interface ExchangeRateResult {
  rate: number;
  lastUpdated: string | null;
  error: string | null;
}

/** Whatever localStorage-like store is at hand; absent when the browser refuses storage. */
export type RateStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export function browserStorage(): RateStorage {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frame): the chain works without a cache.
    return null;
  }
}

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The stored rate, or null when there is none or it is unreadable (hand-edited, old format). */
export function readCachedRate(storage: RateStorage): CachedRate | null {
  try {
    const raw = storage?.getItem(EXCHANGE_RATE_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CachedRate> | null;
    if (!value || !isValidRate(value.rate) || !isIsoTime(value.lastUpdated)) return null;
    return { rate: value.rate, lastUpdated: value.lastUpdated };
  } catch {
    return null;
  }
}

export function writeCachedRate(storage: RateStorage, value: CachedRate): void {
  try {
    storage?.setItem(EXCHANGE_RATE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage refused: the rate is still used for this page view.
  }
}

/** A cached rate is refreshed after 24 hours. A time in the future counts as stale. */
export function isFresh(cached: CachedRate, now: number): boolean {
  const age = now - Date.parse(cached.lastUpdated);
  return age >= 0 && age < EXCHANGE_RATE_MAX_AGE_MS;
}

/** GET /exchange-rate. Rejects on any failure, including an answer without a usable rate. */
export async function fetchExchangeRate(now: number, signal?: AbortSignal): Promise<CachedRate> {
  const body = await apiRequest<{ rate?: unknown; lastUpdated?: unknown }>('/exchange-rate', {
    fallbackError: EXCHANGE_RATE_ERROR,
    signal,
  });
  if (!isValidRate(body.rate)) throw new Error('The exchange-rate answer has no usable rate');
  // The server's time, so a rate it could only serve from its store looks as old as it is.
  const lastUpdated = isIsoTime(body.lastUpdated) ? body.lastUpdated : new Date(now).toISOString();
  return { rate: body.rate, lastUpdated };
}

export interface ResolveDeps {
  storage: RateStorage;
  now: number;
  fetchRate: (now: number) => Promise<CachedRate>;
}

/** The rate to show before (or without) asking the API: the cache when fresh, else null. */
export function freshCachedRate(storage: RateStorage, now: number): ExchangeRateResult | null {
  const cached = readCachedRate(storage);
  return cached && isFresh(cached, now) ? { ...cached, error: null } : null;
}

/**
 * The whole chain: a fresh cached rate; else the API (its answer is cached); else the stored
 * rate, however old; else the default with the error text.
 */
export async function resolveExchangeRate({
  storage,
  now,
  fetchRate,
}: ResolveDeps): Promise<ExchangeRateResult> {
  const fresh = freshCachedRate(storage, now);
  if (fresh) return fresh;
  try {
    const fetched = await fetchRate(now);
    writeCachedRate(storage, fetched);
    return { ...fetched, error: null };
  } catch {
    const stored = readCachedRate(storage);
    if (stored) return { ...stored, error: null };
    return { rate: DEFAULT_EUR_RON_RATE, lastUpdated: null, error: EXCHANGE_RATE_ERROR };
  }
}

let inFlight: Promise<ExchangeRateResult> | null = null;

/**
 * The chain for this browser tab, once at a time: the packages page, a card and the calculator
 * asking together make one API call.
 */
export function loadExchangeRate(deps: Partial<ResolveDeps> = {}): Promise<ExchangeRateResult> {
  inFlight ??= resolveExchangeRate({
    storage: deps.storage === undefined ? browserStorage() : deps.storage,
    now: deps.now ?? Date.now(),
    fetchRate: deps.fetchRate ?? ((now) => fetchExchangeRate(now)),
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
