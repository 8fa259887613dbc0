import type { FastifyInstance } from 'fastify';
import type { ApiTokenService } from './api-tokens.service.js';

/** Where the gateway exchanges a personal API token for an access token. */
export const API_TOKEN_EXCHANGE_PATH = '/api-tokens/exchange';

/**
 * The gateway's exchange of a personal API token (`{token}`) for a short-lived access token of
 * its session: 200 `{tokenId, scope, accessToken, expiresAt}`, or 401 when the token is not
 * (or no longer) accepted. Not part of the supergraph: only the gateway calls it. It grants
 * nothing the token's holder does not already have, and the token's 178 random bits make
 * guessing one hopeless, so it needs no caller authentication of its own.
 */
export function apiTokenExchangeRoute(app: FastifyInstance, apiTokens: ApiTokenService): void {
  app.post<{ Body: { token: string } }>(
    API_TOKEN_EXCHANGE_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const grant = await apiTokens.exchange(request.body.token);
      if (!grant) return reply.code(401).send({ message: 'Invalid, expired or revoked API token' });
      void reply.header('cache-control', 'no-store');
      return { ...grant, expiresAt: grant.expiresAt.toISOString() };
    },
  );
}
