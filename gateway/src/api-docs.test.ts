/**
 * /api/docs (api-docs.ts): the page, its start script and Swagger UI's files, all from the gateway,
 * under a policy that lets the page reach nothing but the gateway. The browser side is
 * web/e2e/api-docs.e2e.ts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSupergraph, testConfig } from '../test/helpers.js';
import { buildGateway } from './app.js';

let supergraph: { file: string; remove: () => Promise<void> };
let gateway: FastifyInstance;

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
  gateway = await buildGateway(testConfig({ SUPERGRAPH_PATH: supergraph.file }));
});

afterAll(async () => {
  await gateway?.close();
  await supergraph?.remove();
});

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1] ?? '');

describe('GET /api/docs', () => {
  it('serves the page under a policy that keeps it on this origin', async () => {
    const response = await gateway.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "font-src 'self' data:",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('https:');
    expect(scriptsOf(response.body)).toEqual([
      expect.stringMatching(/^\/api\/docs\/swagger-ui-[\w.-]+\.js$/),
      '/api/docs/start.js',
    ]);
    expect(response.body).toMatch(/<link rel="stylesheet" href="\/api\/docs\/swagger-ui-[\w.-]+\.css" \/>/);
  });

  it('starts the reference on the facade’s document, without the validator badge that calls swagger.io', async () => {
    const response = await gateway.inject({ url: '/api/docs/start.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"url":"/api/v0/openapi.json"');
    expect(response.body).toContain('"validatorUrl":null');
  });

  it('serves the bundle compressed and cached for a year', async () => {
    const page = await gateway.inject({ url: '/api/docs' });
    const [bundleUrl = ''] = scriptsOf(page.body);
    const response = await gateway.inject({ url: bundleUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bundle = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(bundle).toContain('SwaggerUIBundle');

    // A client that refuses Brotli (q=0) gets gzip.
    const gzipped = await gateway.inject({ url: bundleUrl, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(bundle);
  });
});
