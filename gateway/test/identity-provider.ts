/**
 * The person's side of a Google sign-in, without a browser: the gateway through the test
 * Browser (inject, its own cookies), the local development identity provider over real HTTP
 * (with a cookie jar of its own), following each redirect by hand the way a browser would.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Browser } from './auth-stack.js';

export interface ProviderChoice {
  email: string;
  /** Default true: the provider vouches for the address. */
  verified?: boolean;
  givenName?: string;
  familyName?: string;
  /** Press "Cancel" on the provider's page instead. */
  cancel?: boolean;
}

/** Cookies of one origin by name; enough for the provider's interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  absorb(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * At the provider, from its authorization URL to the redirect back to the site: the sign-in
 * page, the form with the person's choice, and the redirects after it. Returns the URL the
 * provider sends the browser to (the site's callback, with code and state, or an error).
 */
export async function atProvider(authorizationUrl: string, choice: ProviderChoice): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  const go = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.absorb(response);
    return response;
  };

  // The authorization request lands on the sign-in page (after a redirect or two).
  let url = new URL(authorizationUrl);
  let response = await go(url);
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location')!, url);
    response = await go(url);
  }
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Doar pentru dezvoltare');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();

  const form = new URLSearchParams({
    email: choice.email,
    given_name: choice.givenName ?? '',
    family_name: choice.familyName ?? '',
  });
  if (choice.verified !== false) form.set('email_verified', 'on');
  url = new URL(choice.cancel ? action!.replace(/\/login$/, '/abort') : action!, origin);
  response = await go(url, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // Redirects within the provider (resume), until one leaves it for the site.
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location')!, url);
    if (url.origin !== origin) return url;
    response = await go(url);
  }
  throw new Error(`the provider did not send the browser back: ${response.status} ${await response.text()}`);
}

export interface SignInOutcome {
  /** The gateway's answer to the callback (302 to /oauth-callback…). */
  callback: LightMyRequestResponse;
  /** Where it sends the browser, parsed. */
  landing: URL;
}

/** The whole round trip from "Continuă cu Google" to the site's /oauth-callback redirect. */
export async function signInWithGoogle(
  browser: Browser,
  choice: ProviderChoice,
  options: { returnTo?: string } = {},
): Promise<SignInOutcome> {
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  const start = await browser.call('GET', `/api/v0/auth/google${query}`);
  expect(start.statusCode).toBe(302);
  const back = await atProvider(String(start.headers.location), choice);
  return followCallback(browser, back);
}

/** The provider's redirect back, handled by the gateway for this browser. */
export async function followCallback(browser: Browser, back: URL): Promise<SignInOutcome> {
  const callback = await browser.call('GET', `${back.pathname}${back.search}`);
  expect(callback.statusCode).toBe(302);
  return { callback, landing: new URL(String(callback.headers.location), 'http://site.invalid') };
}
