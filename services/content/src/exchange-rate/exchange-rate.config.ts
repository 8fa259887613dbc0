import { z } from 'zod';

/**
 * The exchange-rate variables of the content service (spread into its config schema).
 * Unset, no source is called: dev and tests never reach the internet, and the chain falls back
 * to the stored rate, then to the site's default (ARCHITECTURE.md, "embedded defaults").
 * Production sets the National Bank of Romania's feed and a JSON fallback (see .env.example).
 */
export function exchangeRateEnv() {
  const url = z.url({ protocol: /^https?$/ });
  return {
    /** The NBR daily XML feed (https://www.bnr.ro/nbrfxrates.xml); its EUR rate is read. */
    EXCHANGE_RATE_BNR_URL: url.optional(),
    /** A JSON API with EUR as base, read when the NBR feed fails (rates.RON, or eur.ron / ron). */
    EXCHANGE_RATE_FALLBACK_URL: url.optional(),
    /** Bound on each upstream call, connection to last byte (ms). */
    EXCHANGE_RATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  };
}
