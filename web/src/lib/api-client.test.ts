import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFile, apiRequest, attachmentName, serverMessage } from '@/lib/api-client';
import { json } from '@/test/api-mocks';

describe('serverMessage: the REST facade error shapes', () => {
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

  it('marks a validation list as such, joined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { errors: [{ msg: 'a' }, { msg: 'b' }] })),
    );
    await expect(apiRequest('/x', { fallbackError: 'f' })).rejects.toMatchObject({
      message: 'a, b',
      fromServer: true,
      isValidation: true,
    });
  });

  it('puts the status into a fallback that asks for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    );
    await expect(
      apiRequest('/users', { fallbackError: (status) => `Failed to fetch users (${status})` }),
    ).rejects.toMatchObject({ message: 'Failed to fetch users (500)', fromServer: false });
  });

  it('with csrf, fetches a fresh token and sends it as x-csrf-token', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/auth/csrf-token') ? json(200, { csrfToken: 't-1' }) : json(200, { ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/users/1', { method: 'DELETE', fallbackError: 'f', csrf: true });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/v0/users/1',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-csrf-token': 't-1' }) as unknown }),
    );
  });

  it('accepts an empty answer only where allowed, and never an HTML page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      apiRequest('/x', { method: 'DELETE', fallbackError: 'f', allowEmpty: true }),
    ).resolves.toBeUndefined();
    await expect(apiRequest('/x', { method: 'DELETE', fallbackError: 'f' })).rejects.toBeInstanceOf(ApiError);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(apiRequest('/x', { fallbackError: 'f', allowEmpty: true })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiFile: a file the server sends as an attachment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the file and the name the server gives it, with the cookies sent', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"account":{}}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="smarthome-iasi-date-2026-12-04.json"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, fileName } = await apiFile('/account/export', { fallbackError: 'Failed' });
    expect(fileName).toBe('smarthome-iasi-date-2026-12-04.json');
    expect(await blob.text()).toBe('{"account":{}}');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v0/account/export',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("refuses with the server's message, or the fallback with the status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Not authenticated' })),
    );
    await expect(apiFile('/account/export', { fallbackError: 'Failed' })).rejects.toMatchObject({
      message: 'Not authenticated',
      status: 401,
      fromServer: true,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 503 })),
    );
    await expect(
      apiFile('/account/export', { fallbackError: (status) => `Failed (${status})` }),
    ).rejects.toMatchObject({ message: 'Failed (503)', status: 503, fromServer: false });
  });

  it('reads the name quoted or bare, and none when the header names none', () => {
    expect(attachmentName('attachment; filename="a b.json"')).toBe('a b.json');
    expect(attachmentName('attachment; filename=data.json; size=3')).toBe('data.json');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
