/**
 * GET /exchange-rate → { rate, lastUpdated, source }: the EUR→RON rate behind the approximate RON
 * prices. The content service fetches it from the National Bank of Romania (or its fallback
 * source) at most once a day; the browser keeps its own 24-hour copy and falls back to 4.95 when
 * this call fails.
 */
import { Type } from 'typebox';
import { PUBLIC_READ } from '../public-cache.js';
import { RestExchangeRateDocument } from '../__generated__/operations.js';
import { errorReply } from './error-replies.js';
import { NoQuery } from './schemas.js';
import type { RestRoutes } from './types.js';

const ExchangeRate = Type.Object({ rate: Type.Number(), lastUpdated: Type.String(), source: Type.String() });

/**
 * The same for every visitor and changing once a day, so browsers and proxies may keep it a while;
 * short enough that a rate refreshed on the server reaches pages within the hour.
 */
const CACHE_CONTROL = 'public, max-age=900';

export const exchangeRateRoutes: RestRoutes = (app, { run }) => {
  app.get(
    '/exchange-rate',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Get the EUR→RON exchange rate',
        querystring: NoQuery,
        response: {
          200: ExchangeRate,
          503: errorReply('No source has answered yet; try again after Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const { exchangeRate } = await run(request, reply, RestExchangeRateDocument);
      // No source has ever answered: not a fault of this request, and the client has its own
      // fallback (stored rate, then 4.95), so a plain 503 rather than a logged 500.
      if (exchangeRate === null) {
        return reply.code(503).header('retry-after', '600').send({ message: 'Exchange rate unavailable' });
      }
      void reply.header('cache-control', CACHE_CONTROL);
      return { rate: exchangeRate.rate, lastUpdated: exchangeRate.lastUpdated, source: exchangeRate.source };
    },
  );
};
