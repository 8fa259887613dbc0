// Lighthouse (npm `lighthouse`, its default config: the mobile preset with simulated slow 4G and a
// 4× slower CPU) on public pages of the production build, served the way production serves it: by
// the gateway itself (WEB_DIST_DIR; precompressed Brotli/gzip, a year of cache for hashed assets,
// gateway/src/web.ts) on loopback, with the content service behind it holding the demo content of
// `make dev` (content-stack.ts), so the blog, a post and the testimonials have something to show.
// The visitor is anonymous, as a first visit is. Prints the four category scores of each page
// against the public site's targets (95, and 100 for best practices: e.g. no error in the console),
// the key metrics, the console errors, and the audits that cost points, so they can be fixed.
// The browser is Debian's Chromium through chrome-launcher (CHROME_PATH, default /usr/bin/chromium);
// nothing is downloaded.
//   pnpm --filter @smarthome/bench run bench:lighthouse
//   BENCH_WEB_DIST=dist ...                   an existing build (relative to web/) instead of building
//   BENCH_BASE_URL=http://localhost:4000 ...  a running site (e.g. `make dev` with every service)
//   BENCH_PAGES=/,/faq ...                    other pages (/blog/{newest}: the newest blog post's page)
//   BENCH_CPU_SLOWDOWN=1 ...                  CPU multiplier instead of the preset's 4: Lighthouse calibrates
//                                             4× for a fast desktop host (benchmark index ~1500+); on a slow
//                                             or busy host the printed benchmark index says how to set it
// Baseline, measured in the same run: the same pages of the same build rendered by the browser alone
// (a copy of the build whose every route gets the app shell, as before pre-rendering), with the ratios
// of their FCP and LCP to the pre-rendered pages'. Not with BENCH_BASE_URL.
// Full JSON reports are written to .tmp/lighthouse/. Exits with 1 when a score is under the target.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { buildGateway, parseConfig } from '@smarthome/gateway';
import { startContentStack } from './content-stack.js';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  freePort,
  printTable,
  productionBuild,
  repoRoot,
} from './web-build.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 95,
  'best-practices': 100,
  seo: 95,
};
/** Stands for the newest blog post's page, whose address is only known once the site runs. */
const NEWEST_POST = '/blog/{newest}';
const PAGES = (
  process.env.BENCH_PAGES ?? `/,/packages,/hardware/calculator,/blog,${NEWEST_POST},/testimonials`
)
  .split(',')
  .map((p) => p.trim());
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const reportDir = path.join(repoRoot, '.tmp', 'lighthouse');
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;

/**
 * The gateway in front of the content service: pages are served exactly as in production. The other
 * subgraphs are not running (an anonymous visit of the public pages needs none of them).
 */
async function serveThroughGateway(distDir: string, contentUrl: string) {
  const closed = `http://127.0.0.1:${await freePort()}/graphql`;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const app = await buildGateway(
    parseConfig({
      // Canonical addresses and share cards name the site Lighthouse visits.
      PUBLIC_BASE_URL: baseURL,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'fatal',
      READY_TIMEOUT_MS: '500',
      CONTENT_URL: contentUrl,
      AUTH_URL: closed,
      OPERATIONS_URL: closed,
      ASSISTANT_URL: closed,
    }),
  );
  await app.listen({ host: '127.0.0.1', port });
  return { baseURL, close: () => app.close() };
}

/**
 * A copy of the build without its pre-rendered pages: `/` and every other route get the app shell
 * (with its compressed copies), so the browser renders each page itself.
 */
function clientRenderedCopy(distDir: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'smarthome-csr-'));
  cpSync(distDir, dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.html(\.br|\.gz)?$/.test(entry) && !entry.startsWith('app-shell.html'))
      rmSync(path.join(dir, entry));
  }
  for (const suffix of ['', '.br', '.gz']) {
    copyFileSync(path.join(dir, `app-shell.html${suffix}`), path.join(dir, `index.html${suffix}`));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Site {
  label: string;
  baseURL: string;
  close: () => Promise<unknown>;
}

async function startSites(): Promise<Site[]> {
  const fromEnv = process.env.BENCH_BASE_URL;
  if (fromEnv) return [{ label: '', baseURL: fromEnv.replace(/\/$/, ''), close: async () => undefined }];
  const distDir = productionBuild();
  const copy = clientRenderedCopy(distDir);
  const content = await startContentStack();
  const prerendered = await serveThroughGateway(distDir, content.graphqlUrl);
  const clientRendered = await serveThroughGateway(copy.dir, content.graphqlUrl);
  return [
    { label: '', ...prerendered },
    {
      label: ' (client-rendered)',
      baseURL: clientRendered.baseURL,
      close: async () => {
        await clientRendered.close();
        copy.remove();
        await content.close();
      },
    },
  ];
}

/** The address of the newest blog post's page, as the blog list links to it. */
async function newestPostPath(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v0/blog?page=1&limit=1`);
  if (!response.ok) throw new Error(`the blog list answered ${response.status}: no post to measure`);
  const { data } = (await response.json()) as { data: { id: string; slug: string }[] };
  const post = data[0];
  if (!post) throw new Error('the blog has no post to measure');
  return `/blog/${post.id}/${post.slug}`;
}

/** What the browser logged as errors (Lighthouse's errors-in-console audit), one line each. */
function consoleErrors(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details as
    { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined;
  return (details?.items ?? []).map((item) =>
    `${item.source ?? 'console'}: ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim(),
  );
}

const score = (lhr: Result, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function metric(lhr: Result, id: string): string {
  const audit = lhr.audits[id];
  if (!audit || audit.numericValue === undefined) return 'n/a';
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${(audit.numericValue / 1000).toFixed(2)} s`;
}

/** The audits of a category that cost points (weighted or not), with their display values. */
function lostPoints(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .filter(
      ({ audit }) => !['notApplicable', 'manual', 'informative'].includes(audit?.scoreDisplayMode ?? ''),
    )
    .map(({ ref, audit }) => {
      const shown = audit?.displayValue ? ` (${audit.displayValue})` : '';
      return `${ref.weight > 0 ? `weight ${ref.weight}` : 'metric-free'}: ${audit?.title}${shown} [${ref.id}]`;
    });
}

/** One Lighthouse run; run again (twice at most) when the trace was not recorded (e.g. NO_NAVSTART). */
async function audit(port: number, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const failure = runner?.lhr.runtimeError?.code;
    if (!failure || attempt === attempts) return runner;
    console.log(`  ${failure}: running it again`);
  }
}

const reportName = (page: string, label: string): string =>
  `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}${label ? '-client-rendered' : ''}.json`;

async function main() {
  const sites = await startSites();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: { page: string; label: string; lhr: Result }[] = [];
  let pages = PAGES;
  try {
    if (pages.includes(NEWEST_POST)) {
      const post = await newestPostPath(sites[0]!.baseURL);
      pages = pages.map((page) => (page === NEWEST_POST ? post : page));
    }
    for (const page of pages) {
      for (const site of sites) {
        console.log(`lighthouse ${site.baseURL}${page}${site.label} …`);
        const runner = await audit(chrome.port, `${site.baseURL}${page}`);
        if (!runner) throw new Error(`lighthouse returned nothing for ${page}`);
        results.push({ page, label: site.label, lhr: runner.lhr });
        mkdirSync(reportDir, { recursive: true });
        const file = path.join(reportDir, reportName(page, site.label));
        writeFileSync(file, typeof runner.report === 'string' ? runner.report : JSON.stringify(runner.lhr));
      }
    }
  } finally {
    chrome.kill();
    for (const site of sites) await site.close();
  }

  const first = results[0]?.lhr;
  const benchmarkIndexes = results.map(({ lhr }) => lhr.environment.benchmarkIndex).join(', ');
  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? ''}, mobile preset (CPU ×${first?.configSettings.throttling.cpuSlowdownMultiplier ?? '?'}),` +
      ` targets ${CATEGORIES.map((id) => `${id} ${TARGETS[id]}`).join(', ')}; host benchmark index ${benchmarkIndexes} (the 4× preset assumes ~1500+)\n`,
  );
  printTable(
    ['page', ...CATEGORIES, ...METRICS.map(([label]) => label)],
    results.map(({ page, label, lhr }) => [
      `${page}${label}`,
      ...CATEGORIES.map((id) => {
        const value = score(lhr, id);
        return `${value}${value < TARGETS[id] ? ' ✗' : ' ✓'}`;
      }),
      ...METRICS.map(([, id]) => metric(lhr, id)),
    ]),
  );

  const measured = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const pairs = pages.map((page) => ({
    page,
    own: results.find((r) => r.page === page && !r.label)?.lhr,
    baseline: results.find((r) => r.page === page && r.label)?.lhr,
  }));
  if (pairs.some(({ baseline }) => baseline)) {
    console.log('\nclient-rendered ÷ pre-rendered (higher = pre-rendering saves more)');
    for (const { page, own, baseline } of pairs) {
      if (!own || !baseline) continue;
      const ratio = (id: string) => `${(measured(baseline, id) / measured(own, id)).toFixed(2)}×`;
      console.log(
        `  ${page}: FCP ${ratio('first-contentful-paint')}, LCP ${ratio('largest-contentful-paint')}`,
      );
    }
  }

  // The target applies to the site as built; the client-rendered baseline is only for comparison.
  let belowTarget = false;
  for (const { page, lhr } of results.filter((r) => !r.label)) {
    const lines = CATEGORIES.flatMap((id) => lostPoints(lhr, id).map((line) => `  ${id}: ${line}`));
    if (CATEGORIES.some((id) => score(lhr, id) < TARGETS[id])) belowTarget = true;
    if (lines.length) console.log(`\n${page}, audits that cost points:\n${lines.join('\n')}`);
    const errors = consoleErrors(lhr);
    if (errors.length)
      console.log(`\n${page}, console errors:\n${errors.map((line) => `  ${line}`).join('\n')}`);
    const warnings = lhr.runWarnings ?? [];
    if (warnings.length) console.log(`  run warnings: ${warnings.join(' | ')}`);
  }
  console.log(`\nfull reports: ${path.relative(process.cwd(), reportDir)}/`);
  if (belowTarget) process.exitCode = 1;
}

await main();
