import type { FastifyInstance } from 'fastify';
import type { SigningKeys } from './keys.service.js';

/** The path every verifier's AUTH_JWKS_URL points at. */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Publishes the public halves of the signing keys. Cacheable for a minute: verifiers fetch
 * again on an unknown `kid` anyway, and a rotated key is published KEY_ACTIVATION_DELAY
 * before it signs.
 */
export function jwksRoute(app: FastifyInstance, keys: SigningKeys): void {
  app.get(JWKS_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    return keys.jwks();
  });
}
