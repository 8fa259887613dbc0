/**
 * GraphiQL at GET /graphql (src/graphql/graphiql.ts): a browser's navigation gets the page of the
 * web build when introspection is on, and Apollo's ordinary answer otherwise; queries by GET work
 * either way. The gateway runs on the fixture supergraph with the content subgraph up, serving a
 * small web build that holds the page where the real one puts it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { GRAPHIQL_HTML } from '../src/graphql/graphiql.js';
import {
  contentOnlyConfig,
  fixtureSupergraph,
  startFixtureSubgraph,
  tempDir,
  type FixtureSubgraph,
} from './helpers.js';

const SITE_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const GRAPHIQL_SCRIPT = 'assets/graphiql-T3st1ng0.js';
const GRAPHIQL_PAGE = `<!doctype html><html lang="en"><head><title>Smart Home Iași — GraphQL API</title><script type="module" crossorigin src="/${GRAPHIQL_SCRIPT}"></script></head><body><div id="graphiql"></div></body></html>`;

/** What Chromium sends when the address bar opens /graphql. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8' };

let supergraph: { file: string; remove: () => Promise<void> };
let content: FixtureSubgraph;
let closedUrl: string;
let withPage: { dir: string; remove: () => Promise<void> };
let withoutPage: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
  content = await startFixtureSubgraph('content', {
    Query: { news: () => ({ data: [{ id: 'n1', title: 'Latest' }], pages: 1 }) },
  });
  closedUrl = `http://127.0.0.1:${await getFreePort()}/graphql`;
  withPage = await tempDir('dist-graphiql');
  await mkdir(path.join(withPage.dir, path.dirname(GRAPHIQL_HTML)));
  await mkdir(path.join(withPage.dir, 'assets'));
  await writeFile(path.join(withPage.dir, 'index.html'), SITE_HTML);
  await writeFile(path.join(withPage.dir, GRAPHIQL_HTML), GRAPHIQL_PAGE);
  await writeFile(path.join(withPage.dir, GRAPHIQL_SCRIPT), 'console.log("graphiql")');
  // A build from before GraphiQL.
  withoutPage = await tempDir('dist-site-only');
  await writeFile(path.join(withoutPage.dir, 'index.html'), SITE_HTML);
});

afterAll(async () => {
  await content?.stop();
  await supergraph?.remove();
  await withPage?.remove();
  await withoutPage?.remove();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function gateway(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildGateway(
    contentOnlyConfig(content.url, closedUrl, { SUPERGRAPH_PATH: supergraph.file, ...env }),
  );
  apps.push(app);
  return app;
}

const openInBrowser = (app: FastifyInstance) => app.inject({ url: '/graphql', headers: BROWSER });

/** Apollo's answer to a GET without a query, in JSON: no page of any kind. */
function expectNoLandingPage(response: Awaited<ReturnType<typeof openInBrowser>>): void {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(/<html|<script/i);
}

describe('GET /graphql in a browser', () => {
  it('with introspection on, serves the GraphiQL page of the web build, whose script is served', async () => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true', WEB_DIST_DIR: withPage.dir });
    const response = await openInBrowser(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(GRAPHIQL_PAGE);
    // The site's policy: the page's script comes from this origin.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const script = await app.inject({ url: `/${GRAPHIQL_SCRIPT}` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("graphiql")');
  });

  it('never serves the page as a file or a page of the site', async () => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true', WEB_DIST_DIR: withPage.dir });
    const file = await app.inject({ url: `/${GRAPHIQL_HTML}`, headers: BROWSER });
    expect(file.body).not.toContain('<div id="graphiql">');
    const navigation = await app.inject({ url: '/graphiql', headers: BROWSER });
    expect(navigation.body).toBe(SITE_HTML);
  });

  // Functions: the builds' folders exist once beforeAll has run.
  it.each<[string, () => Record<string, string>]>([
    ['introspection off', () => ({ GRAPHQL_INTROSPECTION: 'false', WEB_DIST_DIR: withPage.dir })],
    ['introspection off by default', () => ({ WEB_DIST_DIR: withPage.dir })],
    ['no web build', () => ({ GRAPHQL_INTROSPECTION: 'true' })],
    [
      'a web build without the page',
      () => ({ GRAPHQL_INTROSPECTION: 'true', WEB_DIST_DIR: withoutPage.dir }),
    ],
  ])('with %s, there is no landing page (neither GraphiQL nor Apollo’s)', async (_case, env) => {
    const app = await gateway(env());
    expectNoLandingPage(await openInBrowser(app));
  });
});

describe('GET /graphql with a query', () => {
  it.each([['true'], ['false']])('answers JSON with introspection=%s', async (introspection) => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: introspection, WEB_DIST_DIR: withPage.dir });
    const response = await app.inject({
      url: `/graphql?query=${encodeURIComponent('{ news(limit: 1) { data { title } } }')}`,
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { news: { data: [{ title: 'Latest' }] } } });
  });
});
