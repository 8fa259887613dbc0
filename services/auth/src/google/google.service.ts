import {
  AppError,
  authenticationRequired,
  requireSignedInSession,
  type AuthUser,
  type Logger,
  type RateLimiter,
  type RateLimitRule,
} from '@smarthome/service-kit';
import { en, ro } from '../messages.js';
import {
  SECOND_FACTOR_REQUIRED_REASON,
  type IssuedToken,
  type RequestMeta,
  type SessionService,
} from '../sessions/sessions.service.js';
import type { User } from '../users/users.mapper.js';
import { OidcClient, ProviderRefused, type ProviderIdentity } from './google.client.js';
import type { GoogleConfirmations } from './google.confirmations.js';
import { FLOW_TTL_SECONDS, type PendingFlow, type PendingFlows } from './google.flows.js';

/** Stored as the account's authProvider. */
export const GOOGLE_PROVIDER = 'google';

/** Longer than any callback a provider sends (code, state, iss, scope, authuser, prompt …). */
const MAX_CALLBACK_QUERY = 4096;
const MAX_RETURN_TO = 512;

export interface GoogleSignInDeps {
  /** null when OIDC_* is not configured: the sign-in is then unavailable. */
  client: OidcClient | null;
  flows: PendingFlows;
  confirmations: GoogleConfirmations;
  sessions: SessionService;
  limiter: RateLimiter;
  startLimit: RateLimitRule;
  log: Logger;
}

/** The caller of a request, as the auth service verified its token. */
export interface Caller {
  user: AuthUser | null;
  sessionId: string | null;
}

/** A finished flow: a sign-in (a session to set), or a signed-in account's confirmation (nothing to set). */
export type GoogleSignInResult =
  | { kind: 'signed-in'; user: User; token: IssuedToken; created: boolean; returnTo: string | null }
  | { kind: 'confirmed'; userId: string; returnTo: string | null };

/**
 * A failed sign-in whose cause the person cannot act on. `reason` is an OAuth-style code
 * (`access_denied`, `invalid_state`, `server_error` …) that the gateway passes to the web's
 * /oauth-callback?error=, which shows 'Autentificare cu Google eșuată.' for it.
 */
function failed(reason: string, message = 'Google sign-in failed'): AppError {
  return new AppError('BAD_USER_INPUT', message, { reason });
}

/** A path on this site (no scheme, no other host: `//evil.example` is one), else null. */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/**
 * Sign-in with Google (or any OpenID Connect provider configured by OIDC_*), in two requests
 * of the browser, both through the gateway:
 *
 * 1. `start`: fresh state, nonce and PKCE verifier, kept server-side (PendingFlows) under a
 *    random id that goes to the browser in a short-lived HttpOnly cookie; the answer is the
 *    provider's authorization URL. Rate-limited per client address.
 * 2. `complete`: with that cookie and the provider's callback query: the flow is taken (single
 *    use), the code exchanged, the ID token verified (OidcClient), the e-mail must be verified
 *    by the provider, and `SessionService.signInVerifiedEmail` opens the session: it links an
 *    existing account by that e-mail (or creates one, active, role user), refuses an inactive
 *    one, and the token is issued here, by auth, like every other session. An account with TOTP
 *    on gets the password sign-in's challenge instead (UNAUTHENTICATED, details.reason
 *    SECOND_FACTOR_REQUIRED, details.challenge, details.returnTo), finished by
 *    completeSecondFactorLogin; a staff account without TOTP is refused (FORBIDDEN).
 */
export class GoogleSignIn {
  constructor(private readonly deps: GoogleSignInDeps) {}

  get enabled(): boolean {
    return this.deps.client !== null;
  }

  async start(returnTo: unknown, meta: RequestMeta): Promise<{ authorizationUrl: string; flowId: string }> {
    return this.begin(returnTo, meta);
  }

  /**
   * The same round trip for a signed-in account that has no password: the provider is asked to
   * have the person sign in again, and the callback, if it comes back with this session and the
   * account's own address, records a confirmation (GoogleConfirmations) instead of a sign-in.
   */
  async startConfirmation(
    { user, sessionId }: Caller,
    returnTo: unknown,
    meta: RequestMeta,
  ): Promise<{ authorizationUrl: string; flowId: string }> {
    if (!user || !sessionId) throw authenticationRequired();
    const { id, email } = requireSignedInSession(user);
    return this.begin(returnTo, meta, { userId: id, sessionId, email });
  }

  private async begin(
    returnTo: unknown,
    meta: RequestMeta,
    confirmFor?: PendingFlow['confirmFor'],
  ): Promise<{ authorizationUrl: string; flowId: string }> {
    const client = this.client();
    await this.deps.limiter.hit('google', meta.ip, this.deps.startLimit, ro.tooManyAttempts);
    const checks = OidcClient.newChecks();
    const authorizationUrl = await client.authorizationUrl(
      checks,
      confirmFor ? { loginHint: confirmFor.email } : undefined,
    );
    const flowId = await this.deps.flows.save(checks.state, {
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      returnTo: sitePath(returnTo),
      ...(confirmFor ? { confirmFor } : {}),
    });
    return { authorizationUrl: authorizationUrl.href, flowId };
  }

  async complete(
    flowId: string | null,
    callbackQuery: unknown,
    meta: RequestMeta,
    caller: Caller = { user: null, sessionId: null },
  ): Promise<GoogleSignInResult> {
    const client = this.client();
    if (typeof callbackQuery !== 'string' || callbackQuery.length > MAX_CALLBACK_QUERY) {
      throw failed('invalid_request');
    }
    const query = callbackQuery.replace(/^\?/, '');
    const state = new URLSearchParams(query).get('state');
    // No cookie (another browser, expired after 10 min), another state, or a replay: nothing found.
    const flow =
      flowId && state && /^[\w-]{20,100}$/.test(flowId) ? await this.deps.flows.take(flowId, state) : null;
    if (!flow || !state) throw failed('invalid_state');

    let identity: ProviderIdentity;
    try {
      identity = await client.identify(query, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    } catch (error) {
      if (error instanceof ProviderRefused) {
        this.deps.log.info({ reason: error.code }, 'Google sign-in refused by the provider');
        throw failed(/^[a-z_]{1,40}$/.test(error.code) ? error.code : 'access_denied');
      }
      // A bad code or token (forged, replayed, for another client) or the provider unreachable.
      this.deps.log.warn({ err: error }, 'Google sign-in failed at the code exchange or the ID token check');
      throw failed('server_error');
    }
    if (!identity.email || !identity.emailVerified) {
      this.deps.log.info({ subject: identity.subject }, 'Google sign-in refused: e-mail not verified');
      throw new AppError('UNAUTHENTICATED', ro.googleEmailUnverified);
    }
    if (flow.confirmFor) return this.confirm(flow.confirmFor, identity, caller, flow.returnTo);
    const { user, token, created } = await this.deps.sessions
      .signInVerifiedEmail(
        {
          email: identity.email,
          firstName: identity.givenName,
          lastName: identity.familyName,
          provider: GOOGLE_PROVIDER,
        },
        meta,
        'cookie',
      )
      .catch((error: unknown) => {
        // An account with a second factor: the challenge goes back with where the sign-in was headed.
        if (error instanceof AppError && error.details?.reason === SECOND_FACTOR_REQUIRED_REASON) {
          this.deps.log.info('Google sign-in waits for the second factor');
          throw new AppError(error.code, error.message, { ...error.details, returnTo: flow.returnTo });
        }
        throw error;
      });
    this.deps.log.info({ userId: user.id, created }, 'signed in with Google');
    return { kind: 'signed-in', user, token, created, returnTo: flow.returnTo };
  }

  /**
   * A confirmation stands when the callback comes back with the session that asked for it, the
   * provider vouches for that account's address, and (when the provider says when) the person
   * signed in to it since the flow started.
   */
  private async confirm(
    asked: NonNullable<PendingFlow['confirmFor']>,
    identity: ProviderIdentity,
    caller: Caller,
    returnTo: string | null,
  ): Promise<GoogleSignInResult> {
    if (caller.user?.id !== asked.userId || caller.sessionId !== asked.sessionId)
      throw failed('invalid_state');
    if (identity.email?.toLowerCase() !== asked.email.toLowerCase()) {
      this.deps.log.info({ userId: asked.userId }, 'Google confirmation refused: another Google account');
      throw new AppError('FORBIDDEN', en.googleConfirmation.otherAccount);
    }
    const signedInAgoS = identity.authTime === null ? 0 : Date.now() / 1000 - identity.authTime;
    if (signedInAgoS > FLOW_TTL_SECONDS) {
      this.deps.log.info(
        { userId: asked.userId, signedInAgoS },
        'Google confirmation refused: no fresh sign-in',
      );
      throw failed('login_required');
    }
    await this.deps.confirmations.record(asked.sessionId);
    this.deps.log.info({ userId: asked.userId }, 'confirmed with Google');
    return { kind: 'confirmed', userId: asked.userId, returnTo };
  }

  private client(): OidcClient {
    if (!this.deps.client) {
      throw new AppError('NOT_FOUND', 'Google sign-in is not configured', {
        reason: 'temporarily_unavailable',
      });
    }
    return this.deps.client;
  }
}
