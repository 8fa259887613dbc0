import { vi } from 'vitest';
import type { User } from '@/features/auth/api/user';

export const sampleUser: User = {
  id: '42',
  firstName: 'Ion',
  lastName: 'Popescu',
  email: 'ion.popescu@example.ro',
  role: 'user',
  active: true,
  authProvider: '',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type ProfileAnswer =
  | { kind: 'anonymous' }
  | { kind: 'pending' }
  | { kind: 'network-error' }
  | { kind: 'user'; user: Partial<User>; bare?: boolean };

/**
 * Stubs fetch with the REST facade's auth answers of public-site.md section 7. Returns the mock so a
 * test can read which calls were made.
 */
export function mockAuthApi(profile: ProfileAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/v0/auth/profile')) {
      switch (profile.kind) {
        case 'anonymous':
          return json(401, { message: 'Not authenticated' });
        case 'pending':
          return new Promise<Response>(() => undefined);
        case 'network-error':
          throw new TypeError('Failed to fetch');
        case 'user': {
          const user = { ...sampleUser, ...profile.user };
          return json(200, profile.bare ? user : { user });
        }
      }
    }
    if (url.endsWith('/api/v0/auth/logout') && method === 'POST') return json(200, { message: 'Logged out' });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
