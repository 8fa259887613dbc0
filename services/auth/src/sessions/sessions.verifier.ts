import type { FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import {
  createTokenVerifier,
  extractTokenWithSource,
  type Clock,
  type RevocationCheck,
  type TokenVerifier,
  type VerifiedSession,
} from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';

export interface RequestVerifier {
  /** For the kit: the caller of a request, from the same one verification as `session`. */
  verifier: TokenVerifier;
  /** The caller's whole verified token (with its session id), verified once per request. */
  session(request: FastifyRequest): Promise<VerifiedSession | null>;
  /** Hands over the key store and the revocation list once setup has opened them. */
  connect(sources: { keys: JWTVerifyGetKey; revocation: RevocationCheck }): void;
}

/**
 * How the auth service knows who calls it. It verifies its own tokens against its key store
 * (not over HTTP: it cannot fetch its own JWKS before it listens) and the same revocation list
 * as every other subgraph. The verifier exists before setup opens the database and Redis, so
 * those two are connected to it afterwards.
 */
export function createRequestVerifier(config: AuthConfig, clock: Clock): RequestVerifier {
  let sources: { keys: JWTVerifyGetKey; revocation: RevocationCheck } | undefined;
  const connected = () => {
    if (!sources) throw new Error('auth service used before its setup finished');
    return sources;
  };
  const tokens = createTokenVerifier({
    keys: (header, token) => connected().keys(header, token),
    issuer: config.AUTH_ISSUER,
    audience: config.AUTH_AUDIENCE,
    cookieName: config.AUTH_SESSION_COOKIE,
    revocation: (session) => connected().revocation(session),
    now: clock,
  });

  const verified = new WeakMap<object, Promise<VerifiedSession | null>>();
  const session = (request: FastifyRequest): Promise<VerifiedSession | null> => {
    let found = verified.get(request);
    if (!found) {
      const token = extractTokenWithSource(request.headers, config.AUTH_SESSION_COOKIE)?.token;
      found = token ? tokens.verifySession(token, request.log) : Promise.resolve(null);
      verified.set(request, found);
    }
    return found;
  };

  return {
    verifier: {
      verifyToken: tokens.verifyToken,
      verifySession: tokens.verifySession,
      verifyRequest: async (request) => (await session(request as FastifyRequest))?.user ?? null,
    },
    session,
    connect: (value) => void (sources = value),
  };
}
