/**
 * Every route of the REST facade declares its schemas, so that Fastify checks the input before
 * the handler runs (and the handler's types follow from them) and serializes the answer:
 * params when the URL has a `:param`, the query string for every GET (an empty object when it
 * reads none), the body for POST/PUT/PATCH, and the response. Every string a client may send
 * is capped (rest/schemas.ts): a long one must never reach a subgraph.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { restFacade } from '../src/rest/index.js';
import { HTML_TEXT_MAX, LONG_TEXT_MAX } from '../src/rest/schemas.js';

async function facadeRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v0/') && route.method !== 'HEAD') routes.push(route);
  });
  await app.register(restFacade, {
    prefix: '/api/v0',
    bodyLimit: 1024,
    run: async () => {
      throw new Error('not run');
    },
  });
  await app.ready();
  await app.close();
  return routes;
}

/** A string schema bounded by the caps: a fixed value, a list of values, or a maxLength within them. */
function isCapped(node: Record<string, unknown>): boolean {
  if ('const' in node || Array.isArray(node.enum)) return true;
  const max = node.maxLength;
  // The one longer text is a blog post's HTML (or a blueprint's YAML), with its own cap.
  return typeof max === 'number' && (max <= LONG_TEXT_MAX || max === HTML_TEXT_MAX);
}

/** Paths (JSON pointers into the schema) of string schemas without a maxLength within the caps. */
function uncappedStrings(schema: unknown, at = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node.type === 'string' && !isCapped(node) ? [at || '/'] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => uncappedStrings(value, `${at}/${key}`))];
}

describe('the schemas of /api/v0', () => {
  it('every route declares the schema parts it needs', async () => {
    const routes = await facadeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const missing: string[] = [];
    for (const route of routes) {
      const methods = [route.method].flat();
      const schema = route.schema ?? {};
      const name = `${methods.join(',')} ${route.url}`;
      if (route.url.includes(':') && !schema.params) missing.push(`${name}: params`);
      if (methods.includes('GET') && !schema.querystring) missing.push(`${name}: querystring`);
      if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) && !schema.body)
        missing.push(`${name}: body`);
      if (!schema.response || Object.keys(schema.response).length === 0) missing.push(`${name}: response`);
    }
    expect(missing).toEqual([]);
  });

  it('caps every string a client sends (params, query string, body)', async () => {
    const uncapped = (await facadeRoutes()).flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        uncappedStrings(route.schema?.[part]).map(
          (at) => `${String(route.method)} ${route.url} ${part}${at}`,
        ),
      ),
    );
    expect(uncapped).toEqual([]);
  });
});
