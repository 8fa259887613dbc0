import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CsrfProtection } from '../src/csrf.js';

function request(init: { method?: string; url?: string; headers?: Record<string, string>; body?: unknown }) {
  return { method: 'POST', url: '/api/v0/x', headers: {}, ...init } as unknown as FastifyRequest;
}

function issue(csrf: CsrfProtection, cookie?: string): { token: string; cookie: string } {
  const set: string[] = [];
  const reply = { header: (_name: string, value: string) => set.push(value) } as unknown as FastifyReply;
  const token = csrf.issue(request({ method: 'GET', headers: cookie ? { cookie } : {} }), reply);
  return { token, cookie: cookie ?? set[0]!.split(';')[0]! };
}

describe('CsrfProtection', () => {
  const options = { secret: 's'.repeat(40), secure: false, sessionCookie: 'session' };

  it('accepts its own token with its cookie, from the header or the body', () => {
    const csrf = new CsrfProtection(options);
    const { token, cookie } = issue(csrf);
    expect(csrf.verify(request({ headers: { cookie, 'x-csrf-token': token } }))).toBe(true);
    expect(csrf.verify(request({ headers: { cookie }, body: { csrfToken: token } }))).toBe(true);
    expect(csrf.verify(request({ headers: { cookie } }))).toBe(false);
  });

  it('refuses tokens of another key or another cookie, and tokens older than 12 hours', () => {
    let now = Date.now();
    const csrf = new CsrfProtection({ ...options, now: () => now });
    const { token, cookie } = issue(csrf);
    const otherKey = new CsrfProtection({ ...options, secret: 't'.repeat(40) });
    expect(otherKey.verify(request({ headers: { cookie, 'x-csrf-token': token } }))).toBe(false);
    const { cookie: otherCookie } = issue(csrf);
    expect(csrf.verify(request({ headers: { cookie: otherCookie, 'x-csrf-token': token } }))).toBe(false);
    now += 12 * 60 * 60 * 1000 - 1000;
    expect(csrf.verify(request({ headers: { cookie, 'x-csrf-token': token } }))).toBe(true);
    now += 2000;
    expect(csrf.verify(request({ headers: { cookie, 'x-csrf-token': token } }))).toBe(false);
  });

  it('asks for a token only on writes authenticated by the session cookie', () => {
    const csrf = new CsrfProtection(options);
    const session = { cookie: 'session=abc' };
    expect(csrf.requiresToken(request({ headers: session }))).toBe(true);
    expect(csrf.requiresToken(request({ method: 'DELETE', url: '/api/v0/users/1', headers: session }))).toBe(
      true,
    );
    expect(csrf.requiresToken(request({ method: 'GET', headers: session }))).toBe(false);
    expect(csrf.requiresToken(request({ headers: {} }))).toBe(false);
    expect(csrf.requiresToken(request({ headers: { cookie: 'csrf=x; theme=dark' } }))).toBe(false);
    expect(csrf.requiresToken(request({ headers: { ...session, authorization: 'Bearer t' } }))).toBe(false);
    const graphql = (body: unknown) =>
      csrf.requiresToken(request({ url: '/graphql', headers: session, body }));
    expect(graphql({ query: '{ me { id } }' })).toBe(false);
    expect(graphql({ query: 'mutation { logout }' })).toBe(true);
    expect(graphql({ query: 'query A { me { id } } mutation B { logout }', operationName: 'B' })).toBe(true);
    expect(graphql({ query: 'query A { me { id } } mutation B { logout }', operationName: 'A' })).toBe(false);
    // A persisted query without its text, or a batch: cannot be shown to be a query.
    expect(graphql({ extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } })).toBe(true);
    expect(graphql([{ query: '{ me { id } }' }])).toBe(true);
  });

  it('names its cookie __Host-csrf in production', () => {
    const { cookie } = issue(new CsrfProtection({ ...options, secure: true }));
    expect(cookie).toMatch(/^__Host-csrf=/);
  });
});
