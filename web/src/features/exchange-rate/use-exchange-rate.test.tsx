import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import { EXCHANGE_RATE_ERROR, EXCHANGE_RATE_STORAGE_KEY } from './exchange-rate';
import { useExchangeRate } from './use-exchange-rate';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const cache = (rate: number, lastUpdated: string) =>
  localStorage.setItem(EXCHANGE_RATE_STORAGE_KEY, JSON.stringify({ rate, lastUpdated }));

beforeEach(() => {
  localStorage.clear();
});

describe('useExchangeRate', () => {
  it('answers a fresh cached rate at once, without loading or calling the API', () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' });
    const updated = hoursAgo(2);
    cache(4.97, updated);
    const { result } = renderHook(() => useExchangeRate());
    expect(result.current).toEqual({ rate: 4.97, lastUpdated: updated, error: null, loading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads from the API, showing the stale stored rate meanwhile', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /exchange-rate': json(200, {
          rate: 5.02,
          lastUpdated: '2025-03-14T11:05:00.000Z',
          source: 'www.bnr.ro',
        }),
      },
    );
    cache(4.9, hoursAgo(30));
    const { result } = renderHook(() => useExchangeRate());
    expect(result.current).toMatchObject({ rate: 4.9, loading: true, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      rate: 5.02,
      lastUpdated: '2025-03-14T11:05:00.000Z',
      error: null,
      loading: false,
    });
  });

  it('ends on 4.95 with its error text when the API is down and nothing is stored', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': 'network-error' });
    const { result } = renderHook(() => useExchangeRate());
    expect(result.current).toEqual({ rate: 4.95, lastUpdated: null, error: null, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      rate: 4.95,
      lastUpdated: null,
      error: EXCHANGE_RATE_ERROR,
      loading: false,
    });
  });
});
