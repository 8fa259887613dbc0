import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, serverMessage } from '@/lib/api-client';

describe('serverMessage: the spec error shapes', () => {
  it('joins validation errors (field msg) with ", "', () => {
    expect(serverMessage({ errors: [{ msg: 'Email invalid' }, { msg: 'Password too short' }] })).toBe(
      'Email invalid, Password too short',
    );
  });
  it('reads message, then error', () => {
    expect(serverMessage({ message: 'Invalid credentials' })).toBe('Invalid credentials');
    expect(serverMessage({ error: 'Forbidden' })).toBe('Forbidden');
    expect(serverMessage({})).toBeUndefined();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and JSON to /api/v0', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/login', { method: 'POST', body: { a: 1 }, fallbackError: 'Login failed' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v0/auth/login',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}' }),
    );
  });

  it('turns a network failure into an ApiError with status 0 and the fallback text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      apiRequest('/auth/profile', { fallbackError: 'Failed to get user profile' }),
    ).rejects.toEqual(new ApiError('Failed to get user profile', 0));
  });

  it('keeps the server message and marks it as coming from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Invalid credentials' }, { status: 401 })),
    );
    const error = await apiRequest('/auth/login', { fallbackError: 'Login failed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid credentials', status: 401, fromServer: true });
  });

  it('does not take an HTML page (no gateway behind the dev server) for an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(
      apiRequest('/auth/profile', { fallbackError: 'Failed to get user profile' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
