import type { IncomingHttpHeaders } from 'node:http';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors.js';
import { bearerTokenOf, readCookie } from './contracts/cookies.js';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  NO_SESSION,
  PERMISSION_REQUIRED_MESSAGE,
} from './contracts/errors.js';
import {
  apiTokenScopeOf,
  SIGNED_IN_SESSION_REQUIRED_MESSAGE,
  type ApiTokenScope,
} from './contracts/api-tokens.js';
import {
  SECOND_FACTOR_ENROLMENT_CLAIM,
  SECOND_FACTOR_ENROLMENT_CODE,
  SECOND_FACTOR_ENROLMENT_MESSAGE,
} from './contracts/second-factor.js';

/** Roles of the product: user, installer, admin (compared case-insensitively). */
export const ROLES = ['user', 'installer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as the verified token says. */
export interface AuthUser {
  id: string;
  email: string;
  /**
   * The account's names as they were when the token was issued (claims given_name and
   * family_name); absent from tokens that do not carry them. For what a service writes down at
   * the time (who wrote a comment), not for showing a profile: a renamed account's tokens carry
   * the new names from their next renewal.
   */
  firstName?: string;
  lastName?: string;
  role: Role;
  /**
   * Set when the caller acts through a personal API token: what the token may do. A `read` or
   * `calendar` token runs queries only, whatever its owner's role allows.
   */
  apiTokenScope?: ApiTokenScope;
  /**
   * Set when the token says its staff account must turn its second factor on before anything
   * else: the caller may only read its profile, sign out and enrol (contracts/second-factor.ts).
   */
  secondFactorEnrolmentPending?: true;
}

/** Anything that may carry a signed-in user (the GraphQL context of every subgraph). */
export interface MaybeAuthenticated {
  user: AuthUser | null;
  /**
   * Set when the caller's account must enrol a second factor first and the operation is not one
   * enrolment needs: the operation runs as an anonymous caller's (public reads still answer), and
   * whatever needs a signed-in user is refused with SECOND_FACTOR_ENROLMENT_REQUIRED.
   */
  secondFactorHeld?: boolean;
}

/** Lower-cases a role claim and checks it is one of the product's roles. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

export function hasRole(user: AuthUser | null, ...roles: Role[]): boolean {
  if (!user) return false;
  const role = normalizeRole(user.role);
  return role !== null && roles.some((wanted) => normalizeRole(wanted) === role);
}

/** The caller, or UNAUTHENTICATED (SECOND_FACTOR_ENROLMENT_REQUIRED for a held caller). */
export function requireUser(ctx: MaybeAuthenticated): AuthUser {
  if (ctx.user) return ctx.user;
  if (ctx.secondFactorHeld) throw secondFactorEnrolmentRequired();
  throw authenticationRequired();
}

/** UNAUTHENTICATED for a caller with no session, or whose session has ended (see NO_SESSION). */
export function authenticationRequired(): AppError {
  return new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED_MESSAGE, { reason: NO_SESSION });
}

/** The caller if it has one of the roles; UNAUTHENTICATED when anonymous, FORBIDDEN otherwise. */
export function requireRole(ctx: MaybeAuthenticated, ...roles: Role[]): AuthUser {
  const user = requireUser(ctx);
  if (!hasRole(user, ...roles)) throw new AppError('FORBIDDEN', PERMISSION_REQUIRED_MESSAGE);
  return user;
}

/**
 * Refuses a caller whose account must enrol a second factor first, with
 * SECOND_FACTOR_ENROLMENT_REQUIRED: for the plain HTTP routes of a service (in GraphQL, the
 * subgraph's plugin holds the caller of an operation enrolment does not need).
 */
export function refuseSecondFactorEnrolmentPending<T extends AuthUser | null>(user: T): T {
  if (user?.secondFactorEnrolmentPending) throw secondFactorEnrolmentRequired();
  return user;
}

export function secondFactorEnrolmentRequired(): AppError {
  return new AppError(SECOND_FACTOR_ENROLMENT_CODE, SECOND_FACTOR_ENROLMENT_MESSAGE);
}

/**
 * The caller, unless it acts through a personal API token: FORBIDDEN then, whatever the token's
 * scope and its owner's role. For the admin actions that cannot be undone or that hand out power
 * (deleting or deactivating accounts, changing roles, rotating signing keys, deleting
 * installations): a token is a long-lived secret kept in scripts and CI settings, and one that
 * leaks must not be enough to lock staff out, take over roles or wipe data. A signed-in session
 * still may. The token's own claims say how it was issued: the auth service puts `scope` only in
 * the access tokens it issues for an API token (`apiTokenScope`).
 */
export function requireSignedInSession(user: AuthUser): AuthUser {
  if (user.apiTokenScope !== undefined) throw new AppError('FORBIDDEN', SIGNED_IN_SESSION_REQUIRED_MESSAGE);
  return user;
}

export interface TokenVerifierOptions {
  /** Where the auth service publishes its keys (every service but auth itself). */
  jwksUrl?: string;
  /**
   * The keys themselves, instead of `jwksUrl`: the auth service verifies its own tokens
   * against its key store (it cannot fetch its own JWKS before it listens).
   */
  keys?: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** Cookie read when no `Authorization: Bearer` header is sent. */
  cookieName?: string;
  /** Allowed clock difference between this host and the auth service, in seconds. */
  clockToleranceSec?: number;
  /** How long a JWKS fetch may take before verification counts as unavailable. */
  jwksTimeoutMs?: number;
  /**
   * Asks whether the token's session was revoked (logout, deactivation, password reset).
   * With it, a token must carry a session id (`sid`): a token that cannot be revoked is not
   * accepted where revocation is checked. A check that throws makes verification
   * unavailable (INTERNAL), never "not revoked".
   */
  revocation?: RevocationCheck;
  /** The clock for `exp`/`nbf`, in milliseconds since the epoch (tests move it). Default Date.now. */
  now?: () => number;
}

/** True when the session was revoked; rejects when that cannot be known right now. */
export type RevocationCheck = (session: { sessionId: string; userId: string }) => Promise<boolean>;

/** A verified token: who, which session, and for how long. */
export interface VerifiedSession {
  user: AuthUser;
  /** The `sid` claim; null only for tokens without one (accepted only where no revocation is checked). */
  sessionId: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
}

/** Where a request's token came from: API clients send a bearer header, browsers a cookie. */
export type TokenSource = 'bearer' | 'cookie';

export interface TokenVerifier {
  /** The user a token stands for, or null when the token is invalid, expired, revoked or foreign. */
  verifyToken(token: string, log?: FastifyBaseLogger): Promise<AuthUser | null>;
  /** Same, reading the token from the request; null when there is none. */
  verifyRequest(request: { headers: IncomingHttpHeaders }, log?: FastifyBaseLogger): Promise<AuthUser | null>;
  /** The whole verified token (user, session id, times), or null like `verifyToken`. */
  verifySession(token: string, log?: FastifyBaseLogger): Promise<VerifiedSession | null>;
}

/** Raised when tokens cannot be checked at all (JWKS unreachable): not the caller's fault. */
export class TokenVerificationUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('INTERNAL', 'Token verification is unavailable', {
      reason: cause instanceof Error ? cause.message : String(cause),
    });
    this.name = 'TokenVerificationUnavailableError';
  }
}

/** jose error codes that mean "this token is no good", as opposed to "cannot check now". */
const INVALID_TOKEN_CODES = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** Asymmetric algorithms only: a JWKS never holds a shared secret (and `none` is never allowed). */
const ALGORITHMS = ['ES256', 'ES384', 'EdDSA', 'RS256', 'PS256'];

/**
 * Verifies the auth service's JWTs against its published JWKS (fetched on first use,
 * cached, refetched when an unknown key id shows up), and, when given a revocation check,
 * asks it about the token's session on every call (no caching: a logout or a deactivation
 * counts at the next request). No service trusts a bare user id.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwks: JWTVerifyGetKey =
    options.keys ??
    createRemoteJWKSet(new URL(requireJwksUrl(options.jwksUrl)), {
      timeoutDuration: options.jwksTimeoutMs ?? 5_000,
    });

  async function verifySession(token: string, log?: FastifyBaseLogger): Promise<VerifiedSession | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        clockTolerance: options.clockToleranceSec ?? 5,
        ...(options.now ? { currentDate: new Date(options.now()) } : {}),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && INVALID_TOKEN_CODES.has(error.code)) {
        log?.debug({ reason: error.code }, 'rejected token');
        return null;
      }
      throw new TokenVerificationUnavailableError(error);
    }
    const role = normalizeRole(payload.role);
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!payload.sub || !email || !role) {
      log?.debug({ reason: 'missing claims' }, 'rejected token');
      return null;
    }
    const sessionId = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
    if (options.revocation) {
      if (!sessionId) {
        log?.debug({ reason: 'no session id' }, 'rejected token');
        return null;
      }
      let revoked: boolean;
      try {
        revoked = await options.revocation({ sessionId, userId: payload.sub });
      } catch (error) {
        throw new TokenVerificationUnavailableError(error);
      }
      if (revoked) {
        log?.debug({ reason: 'revoked session' }, 'rejected token');
        return null;
      }
    }
    const scope = apiTokenScopeOf(payload.scope);
    const enrolmentPending = payload[SECOND_FACTOR_ENROLMENT_CLAIM] === true;
    return {
      user: {
        id: payload.sub,
        email,
        ...(typeof payload.given_name === 'string' ? { firstName: payload.given_name } : {}),
        ...(typeof payload.family_name === 'string' ? { lastName: payload.family_name } : {}),
        role,
        ...(scope ? { apiTokenScope: scope } : {}),
        ...(enrolmentPending ? { secondFactorEnrolmentPending: true as const } : {}),
      },
      sessionId,
      issuedAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : null,
      expiresAt: typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null,
    };
  }

  async function verifyToken(token: string, log?: FastifyBaseLogger): Promise<AuthUser | null> {
    return (await verifySession(token, log))?.user ?? null;
  }

  return {
    verifyToken,
    verifySession,
    async verifyRequest(request, log) {
      const token = extractToken(request.headers, options.cookieName);
      return token ? verifyToken(token, log) : null;
    },
  };
}

function requireJwksUrl(url: string | undefined): string {
  if (!url) throw new Error('createTokenVerifier needs jwksUrl or keys');
  return url;
}

/** The bearer token of the Authorization header, else the session cookie's value. */
export function extractToken(headers: IncomingHttpHeaders, cookieName?: string): string | null {
  return extractTokenWithSource(headers, cookieName)?.token ?? null;
}

/** Same as `extractToken`, saying where the token came from (CSRF and cookie handling depend on it). */
export function extractTokenWithSource(
  headers: IncomingHttpHeaders,
  cookieName?: string,
): { token: string; source: TokenSource } | null {
  const bearer = bearerTokenOf(headers.authorization);
  if (bearer) return { token: bearer, source: 'bearer' };
  if (cookieName && headers.cookie) {
    const value = readCookie(headers.cookie, cookieName);
    if (value) return { token: value, source: 'cookie' };
  }
  return null;
}
