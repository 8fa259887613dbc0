/**
 * The authentication calls, under /api/v0/auth. Each throws an ApiError carrying the server's
 * message (or the joined `errors[].msg`), else the call's own fallback ('Login failed',
 * 'Registration failed', ...).
 */
import { ApiError, API_BASE, apiRequest, getCsrfToken } from '@/lib/api-client';
import { ro } from '@/lib/texts/ro';
import { isAdmin, readUser, type User } from '@/lib/user';

/** GET /auth/profile: the signed-in user, or null when anonymous (401, no error shown). */
export async function getProfile(signal?: AbortSignal): Promise<User | null> {
  try {
    const body = await apiRequest<unknown>('/auth/profile', { fallbackError: ro.errors.profile, signal });
    return readUser(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The password was right, and the account has an authenticator app on: the sign-in goes on with a
 * code sent with this challenge (completeSecondFactorLogin). Not a failure to show.
 */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('A code of the authenticator app is needed');
    this.name = 'SecondFactorRequired';
  }
}

/** The 401 of POST /auth/login that asks for the second factor: {message, code, challenge}. */
function challengeIn(caught: unknown): string | null {
  if (!(caught instanceof ApiError) || caught.status !== 401) return null;
  const body = caught.body as { challenge?: unknown } | undefined;
  return caught.code === 'SECOND_FACTOR_REQUIRED' && typeof body?.challenge === 'string' && body.challenge
    ? body.challenge
    : null;
}

/** The user of a sign-in's answer; an answer without one is the call's failure. */
function signedInUser(body: unknown): User {
  const user = readUser(body);
  if (!user) throw new ApiError(ro.errors.login, 200);
  return user;
}

/**
 * POST /auth/login with email, password and the CSRF token (in the body, as the call table says).
 * Throws SecondFactorRequired when the account asks for a code after the password.
 */
export async function login(email: string, password: string): Promise<User> {
  const csrfToken = await getCsrfToken();
  try {
    const body = await apiRequest<unknown>('/auth/login', {
      method: 'POST',
      body: { email, password, csrfToken },
      fallbackError: ro.errors.login,
    });
    return signedInUser(body);
  } catch (caught) {
    const challenge = challengeIn(caught);
    throw challenge ? new SecondFactorRequired(challenge) : caught;
  }
}

/**
 * POST /auth/login/second-factor: the challenge of the first step and a code (of the authenticator
 * app, or a recovery code); answers like POST /auth/login, with the session cookie.
 */
export async function completeSecondFactorLogin(challenge: string, code: string): Promise<User> {
  const csrfToken = await getCsrfToken();
  const body = await apiRequest<unknown>('/auth/login/second-factor', {
    method: 'POST',
    body: { challenge, code, csrfToken },
    fallbackError: ro.errors.login,
  });
  return signedInUser(body);
}

/**
 * The code the gateway gives a challenge that can no longer be completed (past its 5 minutes, or
 * spent by too many wrong codes); a wrong code is a 401 as well, without it, and the same
 * challenge may be tried again after it.
 */
const CHALLENGE_GONE = 'SECOND_FACTOR_CHALLENGE_GONE';

/** The second step failed because its challenge is gone: only a new password sign-in helps. */
export const isChallengeGone = (caught: unknown): boolean =>
  caught instanceof ApiError &&
  ((caught.status === 401 && caught.code === CHALLENGE_GONE) ||
    // A challenge that is not there at all (an empty address fragment) is refused as input.
    (caught.status === 400 && caught.isValidation && /challenge/i.test(caught.message)));

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface RegisterResult {
  /** Null when the answer carries no user (the account exists but cannot sign in yet). */
  user: User | null;
  /** The server's message ('' when none), shown on the success view. */
  message: string;
  /**
   * Whether to go on to /dashboard: only when the new account is an admin or active; the
   * server's shouldRedirect is followed when it says no, and its absence is read from the user.
   */
  shouldRedirect: boolean;
}

/** POST /auth/register with the four fields and the CSRF token; answers user, message, shouldRedirect. */
export async function register(input: RegisterInput): Promise<RegisterResult> {
  const csrfToken = await getCsrfToken();
  const body = await apiRequest<RegisterAnswer>('/auth/register', {
    method: 'POST',
    body: { ...input, csrfToken },
    fallbackError: ro.errors.register,
  });
  return readRegisterAnswer(body);
}

type RegisterAnswer = { user?: unknown; message?: unknown; shouldRedirect?: unknown };

export function readRegisterAnswer(body: RegisterAnswer): RegisterResult {
  const user = readUser(body);
  const message = typeof body.message === 'string' ? body.message : '';
  const canSignIn = user !== null && (isAdmin(user) || user.active);
  return { user, message, shouldRedirect: body.shouldRedirect !== false && canSignIn };
}

/**
 * POST /auth/logout, with no body (the call table says none). It changes state, so it carries a CSRF
 * token in the x-csrf-token header like every such call; when even the token cannot be had it is still
 * attempted, and the visitor is signed out locally either way.
 */
export async function logout(): Promise<void> {
  const token = await getCsrfToken().catch(() => null);
  await apiRequest<unknown>('/auth/logout', {
    method: 'POST',
    headers: token ? { 'x-csrf-token': token } : undefined,
    fallbackError: ro.errors.logout,
    allowEmpty: true,
  });
}

/** POST /auth/forgot-password: the answer is neutral whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const csrfToken = await getCsrfToken();
  await apiRequest<unknown>('/auth/forgot-password', {
    method: 'POST',
    body: { email, csrfToken },
    fallbackError: ro.errors.forgotPassword,
    allowEmpty: true,
  });
}

/** POST /auth/reset-password with the token of the e-mailed link and the new password. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const csrfToken = await getCsrfToken();
  await apiRequest<unknown>('/auth/reset-password', {
    method: 'POST',
    body: { token, password, csrfToken },
    fallbackError: ro.errors.resetPassword,
    allowEmpty: true,
  });
}

/**
 * Third-party sign-in is a browser navigation, not a fetch. The server carries returnTo
 * through the provider and back to /oauth-callback, which goes there once the session is confirmed.
 */
export function googleSignInUrl(returnTo?: string): string {
  const base = `${API_BASE}/auth/google`;
  return returnTo ? `${base}?returnTo=${encodeURIComponent(returnTo)}` : base;
}
