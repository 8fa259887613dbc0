import { SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts';
import type { BrowserContext } from 'playwright-core';

/**
 * A signed-in visitor without the services behind the site: the signed-in hint cookie the auth
 * service sets beside the HttpOnly session cookie (without it the app asks for no profile at all),
 * and GET /api/v0/auth/profile answering `user`, for every page of `context`.
 */
export async function signInAs(context: BrowserContext, baseURL: string, user: object): Promise<void> {
  await context.addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: baseURL }]);
  await context.route('**/api/v0/auth/profile', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user }) }),
  );
}
