/**
 * The assistant's token usage, admins only (401 anonymous, 403 other roles, enforced by the
 * assistant service):
 *
 *   GET /token-usage/stats?startDate&endDate  → {totalTokens, promptTokens, completionTokens,
 *                                               totalRequests, cachedRequests}
 *   GET /token-usage/daily?startDate&endDate  → [{date, totalTokens, promptTokens, completionTokens}…]
 *   GET /token-usage/models?startDate&endDate → [{model, totalTokens, promptTokens,
 *                                               completionTokens, requestCount}…]
 *
 * Dates are `YYYY-MM-DD`, both days included, days in Europe/Bucharest. The service words the
 * refusals: a malformed date, a start after the end, an end in the future (400 `{message}`).
 */
import { Type } from 'typebox';
import {
  RestTokenUsageDailyDocument,
  RestTokenUsageModelsDocument,
  RestTokenUsageStatsDocument,
} from '../__generated__/operations.js';
import { ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

const DateRange = Type.Object({ startDate: ShortText(), endDate: ShortText() });

const Tokens = {
  totalTokens: Type.Integer(),
  promptTokens: Type.Integer(),
  completionTokens: Type.Integer(),
};

const Stats = Type.Object({ ...Tokens, totalRequests: Type.Integer(), cachedRequests: Type.Integer() });
const DailyRows = Type.Array(Type.Object({ date: Type.String(), ...Tokens }));
const ModelRows = Type.Array(Type.Object({ model: Type.String(), ...Tokens, requestCount: Type.Integer() }));

export const tokenUsageRoutes: RestRoutes = (app, { run }) => {
  app.get(
    '/token-usage/stats',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Get the token usage totals (admins)',
        querystring: DateRange,
        response: { 200: Stats },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestTokenUsageStatsDocument, request.query)).tokenUsageStats,
  );

  app.get(
    '/token-usage/daily',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Get the token usage per day (admins)',
        querystring: DateRange,
        response: { 200: DailyRows },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestTokenUsageDailyDocument, request.query)).tokenUsageDaily,
  );

  app.get(
    '/token-usage/models',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Get the token usage per model (admins)',
        querystring: DateRange,
        response: { 200: ModelRows },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestTokenUsageModelsDocument, request.query)).tokenUsageByModel,
  );
};
