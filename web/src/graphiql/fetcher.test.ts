import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_AUTHORIZATION, fetchGraphQL, headersToSend, isMutation } from './fetcher';

const MUTATION = 'mutation Forget { deleteNews(id: "n1") }';

/** fetch answering the CSRF token and /graphql, recording what /graphql received. */
function stubFetch() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/auth/csrf-token')
      ? Response.json({ csrfToken: 't-1' })
      : Response.json({ data: { ok: true } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const graphqlHeaders = () => {
    const call = fetchMock.mock.calls.find(([url]) => url === '/graphql');
    return call?.[1]?.headers as Record<string, string>;
  };
  return { fetchMock, graphqlHeaders };
}

describe('headersToSend', () => {
  it('drops the example Authorization header and an empty one, keeps the rest as strings', () => {
    expect(headersToSend({ Authorization: EXAMPLE_AUTHORIZATION, 'x-trace': 7 })).toEqual({ 'x-trace': '7' });
    expect(headersToSend({ authorization: ' ' })).toEqual({});
    expect(headersToSend({ Authorization: 'Bearer shpat_real' })).toEqual({
      Authorization: 'Bearer shpat_real',
    });
  });
});

describe('isMutation', () => {
  it('reads the operation GraphiQL runs, by name when the document has several', () => {
    const document = parse('query A { news { pages } } mutation B { deleteNews(id: "1") }');
    expect(isMutation({ query: '', operationName: 'B' }, document)).toBe(true);
    expect(isMutation({ query: '', operationName: 'A' }, document)).toBe(false);
    expect(isMutation({ query: MUTATION })).toBe(true);
    expect(isMutation({ query: '{ news {' })).toBe(false);
  });
});

describe('fetchGraphQL', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts to /graphql on this origin and answers its JSON', async () => {
    const { fetchMock } = stubFetch();
    await expect(fetchGraphQL({ query: '{ news { pages } }' })).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"query":"{ news { pages } }"}',
      }),
    );
  });

  it('sends a fresh CSRF token with a mutation made with the session cookie', async () => {
    const { graphqlHeaders } = stubFetch();
    await fetchGraphQL({ query: MUTATION }, { headers: { Authorization: EXAMPLE_AUTHORIZATION } });
    expect(graphqlHeaders()).toMatchObject({ 'x-csrf-token': 't-1' });
    expect(graphqlHeaders()).not.toHaveProperty('Authorization');
  });

  it('sends no CSRF token with a mutation made with an API token', async () => {
    const { fetchMock, graphqlHeaders } = stubFetch();
    await fetchGraphQL({ query: MUTATION }, { headers: { Authorization: 'Bearer shpat_real' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(graphqlHeaders()).toMatchObject({ Authorization: 'Bearer shpat_real' });
    expect(graphqlHeaders()).not.toHaveProperty('x-csrf-token');
  });

  it('answers an error naming the status when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(fetchGraphQL({ query: '{ news { pages } }' })).resolves.toEqual({
      errors: [{ message: 'HTTP 502: Bad gateway' }],
    });
  });
});
