import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import {
  createOutbox,
  createRedisRevocationCheck,
  createSubgraphApp,
  clientAddress,
  createTokenVerifier,
  extractTokenWithSource,
  RateLimiter,
  readCookie,
  startOutboxRelay,
  type Logger,
  type RevocationCheck,
  type TokenSource,
  type TokenVerifier,
  type VerifiedSession,
} from '@smarthome/service-kit';
import { AccountService } from './accounts/accounts.service.js';
import { ensureBootstrapAdmin } from './bootstrap/admin.js';
import { OidcClient } from './google/google.client.js';
import { PendingFlows } from './google/google.flows.js';
import { GoogleSignIn } from './google/google.service.js';
import { systemClock, type Clock } from './clock.js';
import type { AuthConfig } from './config.js';
import type { AuthRequestContext, AuthServices } from './context.js';
import { createSigningKeyModel } from './keys/keys.model.js';
import { jwksRoute } from './keys/keys.routes.js';
import { SigningKeys } from './keys/keys.service.js';
import { resolvers } from './resolvers.js';
import { userAgentOf } from './security/client.js';
import { createSessionModel } from './sessions/sessions.model.js';
import { RevocationList } from './sessions/sessions.revocations.js';
import { SessionService } from './sessions/sessions.service.js';
import { createUserModel } from './users/users.model.js';
import { UserService } from './users/users.service.js';

export interface BuildOptions {
  logger?: Logger;
  /** The service clock in ms (tests move it); Date.now by default. */
  clock?: Clock;
  /** false: no outbox relay (tests read the events in the database). Default true. */
  relay?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The service's use cases, for routes added to this app beside GraphQL and for tests.
     */
    authServices: AuthServices;
  }
}

/**
 * Where the identity provider sends the browser back: the gateway's REST route, which runs
 * `completeGoogleSignIn` (register exactly this URL, under PUBLIC_BASE_URL, at the provider).
 */
export const GOOGLE_CALLBACK_PATH = '/api/v0/auth/google/callback';

/** Collections whose documents carry events in `_outbox` (the relay harvests them). */
const OUTBOX_COLLECTIONS = ['users'];

/**
 * The auth subgraph, ready for `inject()` or `listen()`: GraphQL at /graphql (accounts,
 * sessions, users admin, signing keys), the JWKS at /.well-known/jwks.json, the outbox relay
 * of its events and the revocation list's resynchronisation.
 *
 * It verifies its own tokens against its key store (not over HTTP: it cannot fetch its own
 * JWKS before it listens) and the same revocation list as every other subgraph.
 */
export async function buildApp(config: AuthConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  // Filled by setup, once the database and Redis are open; the verifier exists before.
  const late: { keys?: JWTVerifyGetKey; revocation?: RevocationCheck; services?: AuthServices } = {};
  const verifier = createTokenVerifier({
    keys: (header, token) => required(late.keys)(header, token),
    issuer: config.AUTH_ISSUER,
    audience: config.AUTH_AUDIENCE,
    cookieName: config.AUTH_SESSION_COOKIE,
    revocation: (session) => required(late.revocation)(session),
    now: clock,
  });

  // The context needs the whole verified token (session id) and the kit needs the user:
  // one verification per request serves both.
  const verified = new WeakMap<object, Promise<VerifiedSession | null>>();
  const verifyOnce = (request: FastifyRequest): Promise<VerifiedSession | null> => {
    let found = verified.get(request);
    if (!found) {
      const token = extractTokenWithSource(request.headers, config.AUTH_SESSION_COOKIE)?.token;
      found = token ? verifier.verifySession(token, request.log) : Promise.resolve(null);
      verified.set(request, found);
    }
    return found;
  };
  const requestVerifier: TokenVerifier = {
    verifyToken: verifier.verifyToken,
    verifySession: verifier.verifySession,
    verifyRequest: async (request) => (await verifyOnce(request as FastifyRequest))?.user ?? null,
  };

  const app = await createSubgraphApp<AuthServices>({
    name: 'auth',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    verifier: requestVerifier,
    ...(options.logger ? { logger: options.logger } : {}),
    setup: async ({ mongo, redis, log, onClose }) => {
      const userModel = createUserModel(mongo);
      const sessionModel = createSessionModel(mongo);
      const keyModel = createSigningKeyModel(mongo);
      // Indexes first: the unique e-mail index is what makes a second registration a CONFLICT.
      await Promise.all([userModel.init(), sessionModel.init(), keyModel.init()]);

      const keys = new SigningKeys(keyModel, {
        clock,
        tokenTtlMs: config.ACCESS_TOKEN_TTL * 1000,
        activationDelayMs: config.KEY_ACTIVATION_DELAY * 1000,
      });
      await keys.ensureKey();
      late.keys = keys.keyResolver();
      late.revocation = createRedisRevocationCheck(redis);

      const revocations = new RevocationList(redis, sessionModel, clock, log);
      onClose(revocations.start(config.REVOCATION_SYNC_INTERVAL * 1000));
      const limiter = new RateLimiter(redis, 'auth:rate', clock);
      const sessions = new SessionService({
        users: userModel,
        sessions: sessionModel,
        keys,
        revocations,
        limiter,
        clock,
        log,
        settings: {
          issuer: config.AUTH_ISSUER,
          audience: config.AUTH_AUDIENCE,
          accessTokenTtlMs: config.ACCESS_TOKEN_TTL * 1000,
          sessionMaxAgeMs: config.SESSION_MAX_AGE * 1000,
          lockout: {
            threshold: config.LOCKOUT_THRESHOLD,
            baseMs: config.LOCKOUT_BASE_SECONDS * 1000,
            maxMs: config.LOCKOUT_MAX_SECONDS * 1000,
          },
          loginLimit: { limit: config.LOGIN_RATE_LIMIT, windowMs: config.LOGIN_RATE_WINDOW * 1000 },
        },
      });
      const accounts = new AccountService(userModel, sessions, limiter, clock, {
        publicBaseUrl: config.PUBLIC_BASE_URL,
        activationTtlMs: config.ACTIVATION_TOKEN_TTL * 1000,
        resetTtlMs: config.RESET_TOKEN_TTL * 1000,
        lockoutThreshold: config.LOCKOUT_THRESHOLD,
        registerLimit: { limit: config.REGISTER_RATE_LIMIT, windowMs: config.REGISTER_RATE_WINDOW * 1000 },
        resetLimit: { limit: config.RESET_RATE_LIMIT, windowMs: config.RESET_RATE_WINDOW * 1000 },
      });
      const users = new UserService(userModel, sessions, createOutbox(mongo));
      const google = new GoogleSignIn({
        client:
          config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
            ? new OidcClient(
                {
                  issuer: config.OIDC_ISSUER,
                  clientId: config.OIDC_CLIENT_ID,
                  clientSecret: config.OIDC_CLIENT_SECRET,
                  redirectUri: `${config.PUBLIC_BASE_URL}${GOOGLE_CALLBACK_PATH}`,
                },
                log,
              )
            : null,
        flows: new PendingFlows(redis),
        sessions,
        limiter,
        startLimit: { limit: config.OIDC_RATE_LIMIT, windowMs: config.OIDC_RATE_WINDOW * 1000 },
        log,
      });
      if (!google.enabled) log.info('OIDC_ISSUER is not set: sign-in with Google is unavailable');

      if (config.ADMIN_EMAIL !== undefined && config.ADMIN_PASSWORD !== undefined) {
        await ensureBootstrapAdmin(
          userModel,
          { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
          log,
        );
      }
      if (options.relay !== false) {
        const relay = startOutboxRelay({
          connection: mongo,
          redis: config.REDIS_URL,
          collections: OUTBOX_COLLECTIONS,
          log,
          prefix: config.EVENTS_PREFIX,
        });
        onClose(() => relay.stop());
      }
      late.services = {
        users,
        sessions,
        accounts,
        keys,
        google,
        cookies: { name: config.AUTH_SESSION_COOKIE, secure: config.COOKIE_SECURE },
      };
      return late.services;
    },
    extendContext: async (request, reply): Promise<AuthRequestContext> => {
      // A verification that cannot run fails the request where the kit verifies the user (and logs it).
      const session = await verifyOnce(request).catch(() => null);
      const source: TokenSource | null =
        extractTokenWithSource(request.headers, config.AUTH_SESSION_COOKIE)?.source ?? null;
      return {
        session,
        tokenSource: source,
        meta: {
          ip: clientAddress(request, config.TRUST_GATEWAY_FORWARDED_FOR),
          userAgent: userAgentOf(request),
        },
        // Fastify appends repeated set-cookie headers; the gateway passes each one on.
        setCookie: (cookie) => void reply.header('set-cookie', cookie),
        readCookie: (name) => (request.headers.cookie ? readCookie(request.headers.cookie, name) : null),
      };
    },
  });
  const services = required(late.services);
  app.decorate('authServices', services);
  jwksRoute(app, services.keys);
  return app;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('auth service used before its setup finished');
  return value;
}
