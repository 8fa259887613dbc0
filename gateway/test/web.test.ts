import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { checkBusinessSettings, pageFileFor, readWebPages } from '../src/web.js';
import { contentOnlyConfig, fixtureSupergraph, tempDir, testConfig } from './helpers.js';

// Over 1 kB, as a real page is: the gateway compresses the pages it sends from that size up.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-B1a2C3d4.js"></script><style>${'.a{}'.repeat(300)}</style></head><body><div id="root"></div></body></html>`;
const BUNDLE = 'console.log("app")';
// What the web build writes (web/vite-plugins/prerender.ts): pre-rendered pages and the empty shell.
const SHELL_HTML = INDEX_HTML.replace('<div id="root">', '<div id="root" data-shell>');
const BASIC_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/packages/basic"><h1>Basic</h1></div>',
);
/**
 * A pre-rendered page as the gateway sends it, without the canonical link and share card it adds to
 * its head (test/site.test.ts checks those): the rest is the build's page as it is.
 */
const withoutShareCard = (body: string) =>
  body
    .replace(/\s*<(?:link rel="canonical"|meta (?:property="og:|name="twitter:))[^>]*>/g, '')
    .replace(/\s*<\/head>/, '</head>');
/** A pre-rendered page: any cache may keep it, and asks again on every load. */
const REVALIDATED = /^public, no-cache$/;

const PAGES: Record<string, string> = {
  'index.html': INDEX_HTML,
  'app-shell.html': SHELL_HTML,
  'packages/basic.html': BASIC_HTML,
  'assets/index-B1a2C3d4.js': BUNDLE,
};

let dist: { dir: string; remove: () => Promise<void> };
let supergraph: { file: string; remove: () => Promise<void> };
let app: FastifyInstance;

beforeAll(async () => {
  dist = await tempDir('dist');
  await mkdir(path.join(dist.dir, 'assets'));
  await mkdir(path.join(dist.dir, 'images'));
  await mkdir(path.join(dist.dir, 'packages'));
  for (const [file, content] of Object.entries(PAGES)) {
    await writeFile(path.join(dist.dir, file), content);
    // The copies the web build writes next to its text files (web/vite-plugins/precompress.ts).
    await writeFile(path.join(dist.dir, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(dist.dir, `${file}.gz`), gzipSync(content));
  }
  await writeFile(path.join(dist.dir, 'assets', 'index-Zz9Yy8Xx.css'), 'body{margin:0}');
  await writeFile(path.join(dist.dir, 'images', 'dashboard-main.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(dist.dir, '.env'), 'SECRET=1');
  supergraph = await fixtureSupergraph();
  // No subgraph answers: the defaults would reach a development stack running on this machine.
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  app = await buildGateway(
    contentOnlyConfig(closed, closed, { SUPERGRAPH_PATH: supergraph.file, WEB_DIST_DIR: dist.dir }),
  );
});

afterAll(async () => {
  await app?.close();
  await dist?.remove();
  await supergraph?.remove();
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built web app (WEB_DIST_DIR)', () => {
  it('GET / serves index.html, revalidated on every load', async () => {
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutShareCard(response.body)).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toMatch(REVALIDATED);
  });

  it('hashed bundles under /assets are cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-B1a2C3d4.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(BUNDLE);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other files keep a short cache', async () => {
    const response = await app.inject({ url: '/images/dashboard-main.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('dotfiles are not served', async () => {
    const response = await app.inject({ url: '/.env', headers: html });
    expect(response.body).not.toContain('SECRET');
  });

  it('a page navigation to a route that is not pre-rendered gets the app shell (SPA fallback)', async () => {
    for (const url of ['/dashboard/issues/12', '/news/5/some-slug?tag=promo', '/packages/gold']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL_HTML);
      // A content page stands in with the shell while its content service is unreachable (none
      // runs here): that answer is for this moment only, so nothing may keep it.
      expect(response.headers['cache-control'], url).toBe(url.startsWith('/news/') ? 'no-store' : 'no-cache');
    }
  });

  it('a pre-rendered page is served at its path, with or without a query or trailing slash', async () => {
    for (const url of ['/packages/basic', '/packages/basic?from=home', '/packages/basic/']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(withoutShareCard(response.body), url).toBe(BASIC_HTML);
      expect(response.headers['cache-control'], url).toMatch(REVALIDATED);
    }
  });

  it.each([
    ['*/*', 'curl and link-preview bots'],
    ['', 'no Accept header at all'],
    ['text/html;q=0.9, application/json;q=0.8', 'HTML among others'],
  ])('answers a page path with its HTML to Accept %j (%s)', async (accept) => {
    const response = await app.inject({ url: '/packages/basic', headers: accept ? { accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutShareCard(response.body)).toBe(BASIC_HTML);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/ld+json'])(
    'keeps the JSON 404 for a request that asks for JSON alone (%s)',
    async (accept) => {
      const response = await app.inject({ url: '/packages/nope', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    },
  );

  it('no fallback for files, requests that ask for JSON alone, or other methods than GET', async () => {
    const missingAsset = await app.inject({ url: '/assets/index-Old0ld00.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toHaveProperty('message');
    const missingImage = await app.inject({ url: '/images/nope.png', headers: html });
    expect(missingImage.statusCode).toBe(404);

    const post = await app.inject({
      method: 'POST',
      url: '/dashboard',
      headers: { ...html, 'content-type': 'application/json' },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
  });

  it.each([
    '/api/v0/nope',
    '/api/other',
    '/graphql/x',
    '/healthz/x',
    '/readyz/x',
    // Served on the metrics port only (src/listen.ts): never the app shell here.
    '/metrics',
    '/metrics/x',
    '/dev/mailbox',
  ])('no fallback for server paths: %s → JSON 404', async (url) => {
    const response = await app.inject({ url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends security headers with a CSP that allows the app’s own scripts and styles', async () => {
    const response = await app.inject({ url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the same security headers on every answer, a not-found JSON one included', async () => {
    const page = await app.inject({ url: '/', headers: html });
    const missing = await app.inject({ url: '/api/v0/no-such-route' });
    expect(missing.statusCode).toBe(404);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options']) {
      expect(missing.headers[name]).toBe(page.headers[name]);
    }
    expect(missing.headers['x-powered-by']).toBeUndefined();
  });

  it('API routes keep working beside the web app', async () => {
    const response = await app.inject({ url: '/healthz', headers: html });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the built web app, compressed', () => {
  const raw = (response: { rawPayload: Buffer }) => response.rawPayload;

  it('sends the Brotli copy of a bundle to a browser that accepts br, cached like the bundle', async () => {
    const response = await app.inject({
      url: '/assets/index-B1a2C3d4.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(raw(response)).toString()).toBe(BUNDLE);
  });

  it('sends the gzip copy when br is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-B1a2C3d4.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw(gzipped)).toString()).toBe(BUNDLE);

    const plain = await app.inject({
      url: '/assets/index-B1a2C3d4.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('pages and the SPA shell are compressed and still revalidated on every load', async () => {
    const pages = { '/': INDEX_HTML, '/packages/basic': BASIC_HTML, '/dashboard': SHELL_HTML };
    for (const [url, page] of Object.entries(pages)) {
      const response = await app.inject({ url, headers: { ...html, 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toMatch(
        url === '/dashboard' ? /^no-cache$/ : REVALIDATED,
      );
      expect(withoutShareCard(brotliDecompressSync(raw(response)).toString()), url).toBe(page);
    }
  });

  it('a file without compressed copies is sent as it is', async () => {
    const response = await app.inject({
      url: '/assets/index-Zz9Yy8Xx.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{margin:0}');
  });
});

describe('readWebPages / pageFileFor', () => {
  it('maps each pre-rendered page to its path; without a shell, every other route gets index.html', async () => {
    const bare = await tempDir('bare-dist');
    try {
      await mkdir(path.join(bare.dir, 'assets'));
      await mkdir(path.join(bare.dir, 'hardware'));
      for (const file of ['index.html', 'faq.html', 'hardware/calculator.html', 'assets/stray.html'])
        await writeFile(path.join(bare.dir, file), '<!doctype html>');
      const pages = readWebPages(bare.dir);
      expect(Object.fromEntries(pages.byPath)).toEqual({
        '/': 'index.html',
        '/faq': 'faq.html',
        '/hardware/calculator': 'hardware/calculator.html',
      });
      expect(pageFileFor(pages, '/hardware/calculator?items=rpi5:1')).toBe('hardware/calculator.html');
      expect(pageFileFor(pages, '/dashboard/users')).toBe('index.html');
    } finally {
      await bare.remove();
    }
  });
});

describe('WEB_DIST_DIR validation', () => {
  it('refuses to start on a folder without index.html', async () => {
    const empty = await tempDir('empty-dist');
    try {
      expect(() => testConfig({ SUPERGRAPH_PATH: supergraph.file, WEB_DIST_DIR: empty.dir })).toThrow(
        ConfigError,
      );
      expect(() => testConfig({ SUPERGRAPH_PATH: supergraph.file, WEB_DIST_DIR: empty.dir })).toThrow(
        /has no index\.html/,
      );
    } finally {
      await empty.remove();
    }
  });
});

describe("the business's accounts in the web build", () => {
  it('are required of a production site (COOKIE_SECURE), not of a development one', async () => {
    const dist = await tempDir('business-dist');
    try {
      const production = { cookieSecure: true, webDistDir: dist.dir };
      expect(() => checkBusinessSettings(production)).toThrow(
        /without BUSINESS_WHATSAPP_NUMBER[\s\S]*without BUSINESS_FACEBOOK_URL/,
      );
      await writeFile(
        path.join(dist.dir, '.business-settings.json'),
        JSON.stringify({ whatsappNumber: '40712345678' }),
      );
      expect(() => checkBusinessSettings(production)).toThrow(ConfigError);
      expect(() => checkBusinessSettings(production)).not.toThrow(/BUSINESS_WHATSAPP_NUMBER/);
      await writeFile(
        path.join(dist.dir, '.business-settings.json'),
        JSON.stringify({
          whatsappNumber: '40712345678',
          facebookUrl: 'https://www.facebook.com/smarthome.iasi',
        }),
      );
      expect(() => checkBusinessSettings(production)).not.toThrow();
      await rm(path.join(dist.dir, '.business-settings.json'));
      expect(() => checkBusinessSettings({ cookieSecure: false, webDistDir: dist.dir })).not.toThrow();
    } finally {
      await dist.remove();
    }
  });
});
