/**
 * The security headers, written once by helmet at start: every answer carries the same set
 * (a route's, a not-found one's), the configured CSP sources are in the policy, and a route's own
 * Content-Security-Policy replaces the site's.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from '../src/plugins/security-headers.js';

const csp = { scriptSrc: ['https://scripts.example'], connectSrc: [], frameSrc: [], imgSrc: [] };

describe('the security headers', () => {
  it('are helmet’s headers, the same on a route’s answer and on a not-found one', async () => {
    const app = Fastify();
    await app.register(securityHeaders, { csp });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/own-policy', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('own'),
    );
    try {
      const ok = await app.inject({ url: '/ok' });
      const missing = await app.inject({ url: '/missing' });
      const own = await app.inject({ url: '/own-policy' });

      const headers = helmetHeaders({ crossOriginEmbedderPolicy: false });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();

      expect(ok.headers['content-security-policy']).toContain("script-src 'self' https://scripts.example");
      expect(ok.headers['cross-origin-embedder-policy']).toBeUndefined();
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options']) {
        expect(missing.headers[name]).toBe(ok.headers[name]);
      }
      expect(own.headers['content-security-policy']).toBe("default-src 'none'");
      expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
    }
  });
});
