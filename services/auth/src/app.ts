import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  clientAddress,
  createRedisRevocationCheck,
  createSubgraphApp,
  extractTokenWithSource,
  RateLimiter,
  readCookie,
  startServiceConsumer,
  startServiceRelay,
  systemClock,
  type ServiceBuildOptions,
} from '@smarthome/service-kit';
import { setupAccountDeletion } from './account-deletion/account-deletion.setup.js';
import { setupAccounts } from './accounts/accounts.setup.js';
import { apiTokenExchangeRoute } from './api-tokens/api-tokens.routes.js';
import { setupApiTokens } from './api-tokens/api-tokens.setup.js';
import type { AuthConfig } from './config.js';
import type { AuthRequestContext, AuthServices } from './context.js';
import { setupDataExport } from './data-export/data-export.setup.js';
import { CONSUMED_QUEUE, OUTBOX_COLLECTIONS } from './events.js';
import { GoogleConfirmations } from './google/google.confirmations.js';
import { setupGoogle } from './google/google.setup.js';
import { jwksRoute } from './keys/keys.routes.js';
import { setupKeys } from './keys/keys.setup.js';
import { resolvers } from './resolvers.js';
import {
  SECOND_FACTOR_ENROLMENT_OPERATIONS,
  setupSecondFactor,
} from './second-factor/second-factor.setup.js';
import { userAgentOf } from './security/client.js';
import { AccountLockout, lockoutPolicyOf } from './security/lockout.js';
import { setupSessionCookies, setupSessions } from './sessions/sessions.setup.js';
import { createRequestVerifier } from './sessions/sessions.verifier.js';
import { setupUserModel, setupUsers } from './users/users.setup.js';

/** The auth service takes the kit's build options as they are (clock, relay, logger). */
export type BuildOptions = ServiceBuildOptions;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The service's use cases, for routes added to this app beside GraphQL and for tests.
     */
    authServices: AuthServices;
  }
}

/**
 * The auth subgraph, ready for `inject()` or `listen()`: GraphQL at /graphql (accounts,
 * sessions, the second factor, users admin, signing keys, personal API tokens), the JWKS at /.well-known/jwks.json,
 * the gateway's exchange of API tokens, `/metrics`, the
 * outbox relay of its events and the revocation list's resynchronisation. Each module's
 * wiring is in its `<module>.setup.ts`; the relay and the consumer start here.
 */
export async function buildApp(config: AuthConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const caller = createRequestVerifier(config, clock);
  let built: AuthServices | undefined;

  const app = await createSubgraphApp<AuthServices>({
    name: 'auth',
    config,
    typeDefsDir: fileURLToPath(new URL('.', import.meta.url)),
    resolvers,
    verifier: caller.verifier,
    secondFactorEnrolmentOperations: SECOND_FACTOR_ENROLMENT_OPERATIONS,
    ...(options.logger ? { logger: options.logger } : {}),
    setup: async (deps) => {
      const keys = await setupKeys(config, deps, { clock });
      caller.connect({ keys: keys.keyResolver(), revocation: createRedisRevocationCheck(deps.redis) });
      const limiter = new RateLimiter(deps.redis, 'auth:rate', clock);
      const users = await setupUserModel(config, deps);
      // One schedule for the password and the second factor's codes: wrong ones of either count.
      const lockout = new AccountLockout({ users, clock, log: deps.log, policy: lockoutPolicyOf(config) });
      const sessions = await setupSessions(config, deps, { users, keys, limiter, lockout, clock });
      const relay = startServiceRelay(deps, { config, collections: OUTBOX_COLLECTIONS, build: options });
      const apiTokens = await setupApiTokens(deps, { users, sessions, clock });
      const secondFactor = await setupSecondFactor(config, deps, { users, sessions, lockout, clock });
      // An account of Google alone confirms its deletion by signing in to Google again.
      const googleConfirmations = new GoogleConfirmations(deps.redis);
      const accountDeletion = setupAccountDeletion(deps, {
        users,
        sessions,
        secondFactor,
        googleConfirmations,
        relay,
      });
      startServiceConsumer(deps, {
        config,
        queue: CONSUMED_QUEUE,
        handlers: { 'account.deleted': (event) => accountDeletion.eraseRecords(event.payload) },
      });
      built = {
        users: setupUsers(deps, { users, sessions, accountDeletion }),
        accountDeletion,
        sessions,
        accounts: setupAccounts(config, { users, sessions, limiter, clock }),
        keys,
        google: setupGoogle(config, deps, { sessions, limiter, confirmations: googleConfirmations }),
        cookies: setupSessionCookies(config),
        apiTokens,
        secondFactor,
        dataExport: setupDataExport({ users, sessions, apiTokens, secondFactor }),
      };
      return built;
    },
    extendContext: async (request, reply): Promise<AuthRequestContext> => ({
      // A verification that cannot run fails the request where the kit verifies the user (and logs it).
      session: await caller.session(request).catch(() => null),
      tokenSource: extractTokenWithSource(request.headers, config.AUTH_SESSION_COOKIE)?.source ?? null,
      meta: {
        ip: clientAddress(request, config.TRUST_GATEWAY_FORWARDED_FOR),
        userAgent: userAgentOf(request),
      },
      // Fastify appends repeated set-cookie headers; the gateway passes each one on.
      setCookie: (cookie) => void reply.header('set-cookie', cookie),
      readCookie: (name) => (request.headers.cookie ? readCookie(request.headers.cookie, name) : null),
    }),
  });
  if (!built) throw new Error('auth setup did not finish');
  app.decorate('authServices', built);
  jwksRoute(app, built.keys);
  apiTokenExchangeRoute(app, built.apiTokens);
  return app;
}
