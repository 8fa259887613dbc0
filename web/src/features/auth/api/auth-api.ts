/** The authentication calls of public-site.md section 7, under /api/v0/auth. */
import { ApiError, API_BASE, apiRequest } from '@/lib/api-client';
import { ro } from '@/lib/texts/ro';
import { readUser, type User } from '@/features/auth/api/user';

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

/** GET /auth/csrf-token, fetched before login and register. */
export async function getCsrfToken(): Promise<string> {
  const body = await apiRequest<{ csrfToken?: unknown }>('/auth/csrf-token', {
    fallbackError: ro.errors.csrf,
  });
  if (typeof body.csrfToken !== 'string' || body.csrfToken === '') throw new ApiError(ro.errors.csrf, 200);
  return body.csrfToken;
}

/** POST /auth/login with email, password and the CSRF token. */
export async function login(email: string, password: string): Promise<User> {
  const csrfToken = await getCsrfToken();
  const body = await apiRequest<unknown>('/auth/login', {
    method: 'POST',
    body: { email, password, csrfToken },
    fallbackError: ro.errors.login,
  });
  const user = readUser(body);
  if (!user) throw new ApiError(ro.errors.login, 200);
  return user;
}

/** POST /auth/logout: clears the session cookie on the server. */
export async function logout(): Promise<void> {
  await apiRequest<unknown>('/auth/logout', { method: 'POST', fallbackError: ro.errors.logout }).catch(
    (error: unknown) => {
      // An answer without a JSON body still logged out.
      if (error instanceof ApiError && error.status >= 200 && error.status < 300) return;
      throw error;
    },
  );
}

/** Third-party sign-in is a browser navigation, not a fetch (section 7). */
export const googleSignInUrl = `${API_BASE}/auth/google`;
