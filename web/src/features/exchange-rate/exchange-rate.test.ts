import { describe, expect, it, vi } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import {
  EXCHANGE_RATE_ERROR,
  EXCHANGE_RATE_STORAGE_KEY,
  fetchExchangeRate,
  loadExchangeRate,
  resolveExchangeRate,
  type CachedRate,
  type RateStorage,
} from './exchange-rate';

const NOW = Date.parse('2025-03-14T12:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An in-memory localStorage. */
function memoryStorage(initial?: CachedRate | string): Storage & { read: () => unknown } {
  const items = new Map<string, string>();
  if (initial !== undefined) {
    items.set(EXCHANGE_RATE_STORAGE_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  }
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
    read: () => JSON.parse(items.get(EXCHANGE_RATE_STORAGE_KEY) ?? 'null') as unknown,
  };
}

const apiAnswer = (rate: number, lastUpdated = iso(NOW - HOUR)) => vi.fn(async () => ({ rate, lastUpdated }));
const apiDown = () => vi.fn(async (): Promise<CachedRate> => Promise.reject(new Error('HTTP 503')));

describe('the exchange-rate chain: cache, API, stored value, default', () => {
  it('uses a cached rate under 24 hours old without asking the API', async () => {
    const storage = memoryStorage({ rate: 4.97, lastUpdated: iso(NOW - 23 * HOUR) });
    const fetchRate = apiAnswer(5.01);
    const result = await resolveExchangeRate({ storage, now: NOW, fetchRate });
    expect(result).toEqual({ rate: 4.97, lastUpdated: iso(NOW - 23 * HOUR), error: null });
    expect(fetchRate).not.toHaveBeenCalled();
  });

  it('asks the API once the cached rate is 24 hours old, and caches the answer', async () => {
    const storage = memoryStorage({ rate: 4.97, lastUpdated: iso(NOW - 24 * HOUR) });
    const fetchRate = apiAnswer(5.01);
    const result = await resolveExchangeRate({ storage, now: NOW, fetchRate });
    expect(result).toEqual({ rate: 5.01, lastUpdated: iso(NOW - HOUR), error: null });
    expect(fetchRate).toHaveBeenCalledTimes(1);
    expect(storage.read()).toEqual({ rate: 5.01, lastUpdated: iso(NOW - HOUR) });
  });

  it('asks the API when nothing is cached', async () => {
    const storage = memoryStorage();
    const result = await resolveExchangeRate({ storage, now: NOW, fetchRate: apiAnswer(4.9763) });
    expect(result.rate).toBe(4.9763);
    expect(storage.read()).toMatchObject({ rate: 4.9763 });
  });

  it('falls back to the stored rate, however old, when the API fails', async () => {
    const storage = memoryStorage({ rate: 4.93, lastUpdated: iso(NOW - 10 * 24 * HOUR) });
    const result = await resolveExchangeRate({ storage, now: NOW, fetchRate: apiDown() });
    expect(result).toEqual({ rate: 4.93, lastUpdated: iso(NOW - 10 * 24 * HOUR), error: null });
  });

  it('falls back to 4.95 with its error text when the API fails and nothing is stored', async () => {
    const result = await resolveExchangeRate({ storage: memoryStorage(), now: NOW, fetchRate: apiDown() });
    expect(result).toEqual({
      rate: 4.95,
      lastUpdated: null,
      error: 'Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.',
    });
    expect(result.error).toBe(EXCHANGE_RATE_ERROR);
  });

  it.each([
    ['not JSON', '{rate: 4.9'],
    ['a rate of zero', JSON.stringify({ rate: 0, lastUpdated: iso(NOW) })],
    ['a rate as text', JSON.stringify({ rate: '4.97', lastUpdated: iso(NOW) })],
    ['no date', JSON.stringify({ rate: 4.97 })],
    ['null', 'null'],
  ])('ignores a cached value that is %s', async (_name, raw) => {
    const result = await resolveExchangeRate({ storage: memoryStorage(raw), now: NOW, fetchRate: apiDown() });
    expect(result.rate).toBe(4.95);
    expect(result.error).toBe(EXCHANGE_RATE_ERROR);
  });

  it('treats a cached time in the future as stale (a clock set wrong must not freeze the rate)', async () => {
    const storage = memoryStorage({ rate: 4.97, lastUpdated: iso(NOW + 48 * HOUR) });
    const fetchRate = apiAnswer(5.01);
    expect((await resolveExchangeRate({ storage, now: NOW, fetchRate })).rate).toBe(5.01);
  });

  it('works without storage (storage refused by the browser)', async () => {
    const refusing: RateStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect((await resolveExchangeRate({ storage: refusing, now: NOW, fetchRate: apiAnswer(5) })).rate).toBe(
      5,
    );
    expect(await resolveExchangeRate({ storage: null, now: NOW, fetchRate: apiDown() })).toMatchObject({
      rate: 4.95,
      error: EXCHANGE_RATE_ERROR,
    });
  });
});

describe('GET /api/v0/exchange-rate from the browser', () => {
  it('reads {rate, lastUpdated} and keeps the server’s time', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /exchange-rate': json(200, {
          rate: 4.9763,
          lastUpdated: '2025-03-14T11:05:00.000Z',
          source: 'www.bnr.ro',
        }),
      },
    );
    expect(await fetchExchangeRate(NOW)).toEqual({ rate: 4.9763, lastUpdated: '2025-03-14T11:05:00.000Z' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v0/exchange-rate');
  });

  it('dates an answer without a usable time now', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /exchange-rate': json(200, { rate: 4.98, lastUpdated: 'yesterday' }) },
    );
    expect(await fetchExchangeRate(NOW)).toEqual({ rate: 4.98, lastUpdated: iso(NOW) });
  });

  it.each([
    ['a 503', json(503, { message: 'Exchange rate unavailable' })],
    ['no rate', json(200, { lastUpdated: iso(NOW) })],
    ['a negative rate', json(200, { rate: -1, lastUpdated: iso(NOW) })],
  ])('rejects %s', async (_name, answer) => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': answer });
    await expect(fetchExchangeRate(NOW)).rejects.toThrow();
  });

  it('a page asking from several places at once makes one call', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /exchange-rate': json(200, { rate: 4.99, lastUpdated: iso(NOW) }),
      },
    );
    const storage = memoryStorage();
    const results = await Promise.all([loadExchangeRate({ storage }), loadExchangeRate({ storage })]);
    expect(results.map((r) => r.rate)).toEqual([4.99, 4.99]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
