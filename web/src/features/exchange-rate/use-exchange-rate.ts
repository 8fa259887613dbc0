import { startTransition, useEffect, useState } from 'react';
import { DEFAULT_EUR_RON_RATE } from '@smarthome/catalog';
import { useHydrated } from '@/lib/use-hydrated';
import {
  browserStorage,
  freshCachedRate,
  loadExchangeRate,
  readCachedRate,
  type ExchangeRateState,
} from './exchange-rate';
import { rateShownOnPage } from '@/lib/rate-marks';

export type { ExchangeRateState } from './exchange-rate';

/** What the pre-rendered page shows: the default rate, loading; the browser's cache replaces it at once. */
const PRERENDERED: ExchangeRateState = {
  rate: DEFAULT_EUR_RON_RATE,
  lastUpdated: null,
  error: null,
  loading: true,
};

/**
 * What is known without a network call: the rate the page already shows (written before React took
 * over), a fresh cache, else the stored or default rate while loading.
 */
function initialState(): ExchangeRateState {
  const shown = rateShownOnPage();
  if (shown) return shown;
  const storage = browserStorage();
  const fresh = freshCachedRate(storage, Date.now());
  if (fresh) return { ...fresh, loading: false };
  const stored = readCachedRate(storage);
  return {
    rate: stored?.rate ?? DEFAULT_EUR_RON_RATE,
    lastUpdated: stored?.lastUpdated ?? null,
    error: null,
    loading: true,
  };
}

/**
 * The EUR→RON rate for approximate RON prices: from the local
 * cache while it is under 24 hours old, else from GET /api/v0/exchange-rate, else the stored value,
 * else 4.95 with 'Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.'.
 */
export function useExchangeRate(): ExchangeRateState {
  const [state, setState] = useState<ExchangeRateState>(initialState);
  const needsLoad = state.loading;

  useEffect(() => {
    if (!needsLoad) return;
    let active = true;
    void loadExchangeRate().then((result) => {
      // A transition: the prices of a whole page change, and a phone should not freeze while they do.
      if (active) startTransition(() => setState({ ...result, loading: false }));
    });
    return () => {
      active = false;
    };
  }, [needsLoad]);

  // Hydrating: the page as the server wrote it, or as the live rate was written into it since.
  return useHydrated() ? state : (rateShownOnPage() ?? PRERENDERED);
}
