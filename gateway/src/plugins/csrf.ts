/**
 * CSRF protection (src/csrf.ts) for /graphql and /api/v0 alike: a write authenticated by the
 * session cookie needs the CSRF token, else 403. A preHandler, so that it sees the parsed body
 * (the token may be sent there, and a GraphQL query needs none). The REST facade issues the
 * tokens with the same instance (`app.csrf`).
 */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { CSRF_FAILURE_MESSAGE, CsrfProtection } from '../csrf.js';
import { RestError } from '../rest/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    csrf: CsrfProtection;
  }
}

export const csrfProtection = fp<
  Pick<GatewayConfig, 'csrfSecret' | 'csrfSecretGenerated' | 'cookieSecure' | 'sessionCookie'>
>(
  async (app, config) => {
    const csrf = new CsrfProtection({
      secret: config.csrfSecret,
      secure: config.cookieSecure,
      sessionCookie: config.sessionCookie,
    });
    if (config.csrfSecretGenerated) {
      app.log.warn('CSRF_SECRET is not set: using a random key, so CSRF tokens end with this process');
    }
    app.decorate('csrf', csrf);
    app.addHook('preHandler', async (request) => {
      if (csrf.requiresToken(request) && !csrf.verify(request))
        throw new RestError(403, CSRF_FAILURE_MESSAGE);
    });
  },
  { name: 'csrf' },
);
