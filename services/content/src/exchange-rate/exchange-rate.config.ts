import { z } from 'zod';
import { emptyToUndefined, envInt } from '@smarthome/service-kit/contracts';

/** The public upstreams a production deployment reads unless told otherwise. */
export const PUBLIC_RATE_SOURCES = {
  bnr: 'https://www.bnr.ro/nbrfxrates.xml',
  fallback: 'https://api.frankfurter.app/latest?from=EUR&to=RON',
} as const;

/**
 * The exchange-rate variables of the content service (spread into its config schema).
 * In production, unset means the public sources above: the National Bank of Romania's daily feed,
 * then a JSON API. Elsewhere (dev, tests) unset means no source is called, so nothing reaches the
 * internet and the chain falls back to the stored rate, then to the site's default: a development
 * or test run never depends on a third-party service.
 */
export function exchangeRateEnv(nodeEnv: string | undefined = process.env.NODE_ENV) {
  const production = nodeEnv === 'production';
  const url = (publicDefault: string) => {
    const schema = z.url({ protocol: /^https?$/ });
    return z.preprocess(emptyToUndefined, production ? schema.default(publicDefault) : schema.optional());
  };
  return {
    /** The NBR daily XML feed; its EUR rate is read. */
    EXCHANGE_RATE_BNR_URL: url(PUBLIC_RATE_SOURCES.bnr),
    /** A JSON API with EUR as base, read when the NBR feed fails (rates.RON, or eur.ron / ron). */
    EXCHANGE_RATE_FALLBACK_URL: url(PUBLIC_RATE_SOURCES.fallback),
    /** Bound on each upstream call, connection to last byte (ms). */
    EXCHANGE_RATE_TIMEOUT_MS: envInt(5000, 100, 60_000),
  };
}
