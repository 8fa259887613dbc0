// The weight of each family of public page (home, a content page, the packages, a package, the
// calculator, the FAQ, contact, the blog, a post, the testimonials): every JavaScript and CSS file
// Chromium loads for the page of the production build, served as production serves it (the gateway
// with the content service behind it, site-server.ts), without any input from the visitor, each file
// gzipped here with node:zlib at level 9 so the figures do not depend on the server. Checked against
// the public site's budgets: 150 kB of JS and CSS for any page, 40 kB of JavaScript for a page of
// content (its interactive parts wait for a touch). Baseline, built in the same run: a bare React +
// react-dom + react-router app with one route, i.e. the runtime a page that renders React needs
// anyway; the ratio says how a page compares. It also checks, through the source maps, that no
// dashboard or Apollo module is part of any of these loads.
//   pnpm --filter @smarthome/bench run bench:web-size
//   BENCH_WEB_DIST=dist ...        measure an existing build (relative to web/) instead of building
//   BENCH_PAGES=/,/faq ...         other pages ({package}, {post}: see site-server.ts)
// Exits with 1 when a page is over a budget or loads dashboard code.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { startContentStack } from './content-stack.js';
import { pagesToMeasure, resolvePages, serveThroughGateway, type PageFamily } from './site-server.js';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  kB,
  printTable,
  productionBuild,
  shortPath,
  webDir,
} from './web-build.js';

const BUDGET_BYTES = 150_000;
/** The JavaScript a page of content may load before the visitor does anything. */
const CONTENT_JS_BUDGET_BYTES = 40_000;
/** Modules that belong to the signed-in area only: the public site loads no dashboard code. */
const DASHBOARD_MODULES = [
  /\/src\/pages\/dashboard\//,
  /\/layouts\/dashboard-layout\//,
  /node_modules\/(@apollo|graphql)\//,
];

const gzipSize = (content: Buffer): number =>
  gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;

interface Loaded {
  url: string;
  kind: 'js' | 'css' | 'font' | 'image' | 'other';
  raw: number;
  gzip: number;
}

function kindOf(resourceType: string, url: string): Loaded['kind'] {
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image') return 'image';
  return 'other';
}

/**
 * Every response of one page load in Chromium (390 px wide, as most visitors; a fresh context, so
 * nothing is cached), until the network is idle.
 */
async function loadPage(browser: Browser, baseURL: string, pagePath: string): Promise<Loaded[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  try {
    const page = await context.newPage();
    const pending: Promise<Loaded | null>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() !== 200 || request.method() !== 'GET') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            kind: kindOf(request.resourceType(), response.url()),
            raw: body.length,
            gzip: gzipSize(body),
          }))
          .catch(() => null),
      );
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    // Web fonts are requested only once text is laid out with them, often after the network went quiet.
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(pending)).filter((l): l is Loaded => l !== null);
    // One entry per URL (a preload and its use are one download).
    return [...new Map(loaded.map((l) => [l.url, l])).values()];
  } finally {
    await context.close();
  }
}

/** Dashboard or Apollo modules inside the loaded JS files, found through their source maps. */
function dashboardModules(distDir: string, scripts: Loaded[]): string[] {
  const found: string[] = [];
  for (const script of scripts) {
    const mapFile = path.join(distDir, `${script.url}.map`);
    if (!existsSync(mapFile)) continue;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of sources) {
      if (DASHBOARD_MODULES.some((pattern) => pattern.test(source))) found.push(`${script.url}: ${source}`);
    }
  }
  return found;
}

/**
 * The baseline: React, react-dom and react-router (the versions the site uses, resolved from web/),
 * one route rendered through createBrowserRouter as the site does, built by Vite for production.
 * Returns the gzip size of its JavaScript.
 */
async function runtimeBaseline(): Promise<number> {
  // Inside web/node_modules so that the imports resolve to the site's own copies.
  const dir = path.join(webDir, 'node_modules', '.cache', 'bench-runtime-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    [
      "import { createElement, StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { createBrowserRouter, RouterProvider } from 'react-router';",
      "const router = createBrowserRouter([{ path: '/', element: createElement('p', null, 'runtime') }]);",
      "createRoot(document.getElementById('root')).render(createElement(StrictMode, null, createElement(RouterProvider, { router })));",
    ].join('\n'),
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: 'dist', emptyOutDir: true },
  });
  const assets = path.join(dir, 'dist', 'assets');
  const total = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(readFileSync(path.join(assets, file))), 0);
  rmSync(dir, { recursive: true, force: true });
  return total;
}

interface PageWeight {
  page: PageFamily;
  js: number;
  css: number;
  files: number;
  dashboard: string[];
}

const sumGzip = (items: Loaded[]) => items.reduce((total, item) => total + item.gzip, 0);

async function weighPages(distDir: string): Promise<PageWeight[]> {
  const content = await startContentStack();
  const site = await serveThroughGateway(distDir, content.graphqlUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const weights: PageWeight[] = [];
    for (const page of await resolvePages(site.baseURL, pagesToMeasure())) {
      const loaded = await loadPage(browser, site.baseURL, page.path);
      const js = loaded.filter((l) => l.kind === 'js');
      const css = loaded.filter((l) => l.kind === 'css');
      weights.push({
        page,
        js: sumGzip(js),
        css: sumGzip(css),
        files: js.length + css.length,
        dashboard: dashboardModules(distDir, js),
      });
    }
    return weights;
  } finally {
    await browser.close();
    await site.close();
    await content.close();
  }
}

async function main() {
  const distDir = productionBuild();
  const baseline = await runtimeBaseline();
  const weights = await weighPages(distDir);

  console.log(
    `\nJavaScript and CSS each page loads (production build, gzip -9 by node:zlib); budgets: ${kB(BUDGET_BYTES)}` +
      ` per page, ${kB(CONTENT_JS_BUDGET_BYTES)} of JavaScript for a page of content\n`,
  );
  let failed = false;
  printTable(
    ['page', 'kind', 'JS', 'CSS', 'JS + CSS', 'files', '÷ React runtime', 'budgets'],
    weights.map(({ page, js, css, files, dashboard }) => {
      const problems = [
        js + css > BUDGET_BYTES ? `over ${kB(BUDGET_BYTES)}` : '',
        page.contentOnly && js > CONTENT_JS_BUDGET_BYTES ? `JS over ${kB(CONTENT_JS_BUDGET_BYTES)}` : '',
        dashboard.length ? `${dashboard.length} dashboard modules` : '',
      ].filter(Boolean);
      if (problems.length) failed = true;
      return [
        shortPath(page.path),
        page.contentOnly ? 'content' : 'interactive',
        kB(js),
        kB(css),
        kB(js + css),
        String(files),
        `${((js + css) / baseline).toFixed(2)}×`,
        problems.length ? `✗ ${problems.join(', ')}` : '✓',
      ];
    }),
  );
  console.log(
    `\nbaseline: React + react-dom + router, one-route app built in this run: ${kB(baseline)} of JavaScript`,
  );
  for (const { page, dashboard } of weights)
    for (const line of dashboard) console.log(`  ${page.path}: ${line}`);
  if (failed) process.exitCode = 1;
}

await main();
