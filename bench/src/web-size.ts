// The weight of the public site's first page: every JavaScript and CSS file Chromium loads for `/`
// of the production build (served by `vite preview` on loopback, no API behind it), each gzipped
// here with node:zlib at level 9 so the figures do not depend on the server, against the public
// site's budget (150 kB gzip) and against a baseline built in the same run: a bare React + react-dom +
// react-router app with one route, i.e. the runtime every page needs anyway. The ratio says how much
// the site itself adds. It also checks, through the source maps, that no dashboard or Apollo module
// is part of that load (the public site must not load dashboard or editor code).
//   pnpm --filter @smarthome/bench run bench:web-size
//   BENCH_WEB_DIST=dist ...        measure an existing build (relative to web/) instead of building
//   BENCH_PATH=/packages ...       another page
// Exits with 1 when over budget or when dashboard code is loaded.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, createLogger, preview } from 'vite';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  freePort,
  kB,
  printTable,
  productionBuild,
  webDir,
} from './web-build.js';

const BUDGET_BYTES = 150_000;
const PAGE_PATH = process.env.BENCH_PATH ?? '/';
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

/** Serves `distDir` like web/e2e/support/site.ts does: backend paths go to a closed port and fail. */
async function servePreview(distDir: string) {
  const [port, deadPort] = [await freePort(), await freePort()];
  const logger = createLogger('error');
  const server = await preview({
    customLogger: logger,
    root: webDir,
    configFile: false,
    appType: 'spa',
    build: { outDir: distDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: { '^/(graphql|api|auth|dev)(/|\\?|$)': { target: `http://127.0.0.1:${deadPort}` } },
    },
  });
  return { baseURL: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Every response of one page load in Chromium (390 px wide, as most visitors), until the network is idle. */
async function loadPage(baseURL: string): Promise<Loaded[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
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
    await page.goto(PAGE_PATH, { waitUntil: 'networkidle' });
    // Web fonts are requested only once text is laid out with them, often after the network went quiet.
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(pending)).filter((l): l is Loaded => l !== null);
    // One entry per URL (a preload and its use are one download).
    return [...new Map(loaded.map((l) => [l.url, l])).values()];
  } finally {
    await browser.close();
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

async function main() {
  const distDir = productionBuild();
  const baseline = await runtimeBaseline();
  const site = await servePreview(distDir);
  let loaded: Loaded[];
  try {
    loaded = await loadPage(site.baseURL);
  } finally {
    await site.close();
  }

  const budgeted = loaded.filter((l) => l.kind === 'js' || l.kind === 'css').sort((a, b) => b.gzip - a.gzip);
  const sum = (items: Loaded[], key: 'raw' | 'gzip') => items.reduce((total, item) => total + item[key], 0);
  const js = budgeted.filter((l) => l.kind === 'js');
  const css = budgeted.filter((l) => l.kind === 'css');
  const total = sum(budgeted, 'gzip');

  console.log(`\nJavaScript and CSS loaded by ${PAGE_PATH} (production build, gzip -9 by node:zlib)\n`);
  printTable(
    ['file', 'raw', 'gzip'],
    [
      ...budgeted.map((l) => [l.url, kB(l.raw), kB(l.gzip)]),
      ['', '', ''],
      [`JavaScript (${js.length} files)`, kB(sum(js, 'raw')), kB(sum(js, 'gzip'))],
      [`CSS (${css.length} files)`, kB(sum(css, 'raw')), kB(sum(css, 'gzip'))],
      ['total', kB(sum(budgeted, 'raw')), kB(total)],
    ],
  );

  const others = loaded.filter((l) => l.kind === 'font' || l.kind === 'image');
  const withinBudget = total <= BUDGET_BYTES;
  const dashboard = dashboardModules(distDir, js);
  console.log('');
  printTable(
    ['metric', 'value', 'detail'],
    [
      [
        'JS + CSS of the page (gzip)',
        kB(total),
        `budget ${kB(BUDGET_BYTES)}: ${withinBudget ? 'within' : 'OVER'} (${((total / BUDGET_BYTES) * 100).toFixed(0)} % used)`,
      ],
      [
        'baseline: React + react-dom + router',
        kB(baseline),
        'one-route app, same versions, built in this run',
      ],
      [
        'page / baseline',
        `${(total / baseline).toFixed(2)}×`,
        `the site adds ${kB(total - baseline)} to the runtime`,
      ],
      [
        'fonts and images (not in the budget)',
        kB(sum(others, 'raw')),
        others.map((o) => `${path.basename(o.url)} ${kB(o.raw)}`).join(', ') || 'none',
      ],
      [
        'dashboard / Apollo modules loaded',
        String(dashboard.length),
        dashboard.length ? 'see below' : 'none',
      ],
    ],
  );
  for (const line of dashboard) console.log(`  ${line}`);
  if (!withinBudget || dashboard.length > 0) process.exitCode = 1;
}

await main();
