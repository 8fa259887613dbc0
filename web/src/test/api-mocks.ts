import { vi } from 'vitest';
import { withoutSessionHint, withSessionHint } from '@/features/auth/auth-test-support';
import type { User } from '@/lib/user';

export const sampleUser: User = {
  id: '42',
  firstName: 'Ion',
  lastName: 'Popescu',
  email: 'ion.popescu@example.ro',
  role: 'user',
  active: true,
  authProvider: '',
  createdAt: '2026-03-02T10:00:00.000Z',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const CSRF_TOKEN = 'csrf-test-token';

export type ProfileAnswer =
  | { kind: 'anonymous' }
  | { kind: 'pending' }
  | { kind: 'network-error' }
  | { kind: 'user'; user: Partial<User>; bare?: boolean };

export interface MockRequest {
  url: string;
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

/** A Response, 'network-error' (fetch rejects) or 'pending' (never answers). */
export type PlainAnswer = Response | 'network-error' | 'pending';
/** A plain answer, or a function of the request giving one. */
export type MockAnswer = PlainAnswer | ((request: MockRequest) => PlainAnswer | Promise<Response>);

/**
 * Stubs fetch with the REST facade's answers (/api/v0, and /graphql through graphql-mocks.ts).
 * `routes` maps "METHOD /path" (under /api/v0, without query) to an answer; the profile, the CSRF
 * token and logout have defaults. Unknown calls answer 404. Returns the mock so a test can read
 * which calls were made.
 */
export function mockAuthApi(profile: ProfileAnswer, routes: Record<string, MockAnswer> = {}) {
  // The app asks for the profile only when the signed-in hint cookie is there, as the auth service
  // leaves it with a session: a test that answers the profile holds one.
  if (profile.kind === 'anonymous' && !('GET /auth/profile' in routes)) withoutSessionHint();
  else withSessionHint();
  const defaults: Record<string, MockAnswer> = {
    'GET /auth/profile': profileAnswer(profile),
    'GET /auth/csrf-token': () => json(200, { csrfToken: CSRF_TOKEN }),
    'POST /auth/logout': () => json(200, { message: 'Logged out' }),
  };
  const table = { ...defaults, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const path = url.replace(/^.*\/api\/v0/, '').replace(/\?.*$/, '');
    let answer: MockAnswer | undefined = table[`${method} ${path}`];
    if (answer === undefined) return json(404, { message: 'Not found' });
    const request: MockRequest = {
      url,
      method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    if (typeof answer === 'function') answer = await answer(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    // A Response body can be read once: hand out a copy so a route can answer many times.
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function profileAnswer(profile: ProfileAnswer): MockAnswer {
  switch (profile.kind) {
    case 'anonymous':
      return () => json(401, { message: 'Not authenticated' });
    case 'pending':
      return 'pending';
    case 'network-error':
      return 'network-error';
    case 'user': {
      const user = { ...sampleUser, ...profile.user };
      return () => json(200, profile.bare ? user : { user });
    }
  }
}

/** The calls made to "METHOD /path", with their parsed bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof mockAuthApi>, key: string): MockRequest[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (
        (init?.method ?? 'GET') === method && url.replace(/^.*\/api\/v0/, '').replace(/\?.*$/, '') === path
      );
    })
    .map(([input, init]) => ({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** jsdom has no matchMedia: answer every query with `matches` (true = the mobile layout). */
export function mockMatchMedia(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
