// The main thread's work each family of public page costs as it loads (see site-server.ts): the
// time Chromium spent running scripts, recalculating style and laying out, and in tasks of any kind,
// from the start of the load until 3 s after its load event, as Chromium's own counters
// report it (CDP Performance.getMetrics). Each figure is the median of many loads in fresh contexts
// (mobile viewport, nothing cached), the build and its baseline interleaved on the same host in the
// same run. Unlike Lighthouse's Total Blocking Time, which sums how far single tasks pass 50 ms and
// so moves by several times between runs of the same build, the script time holds still: on a
// two-core host a page whose code did not change measures within about 2 ms between two builds (the
// time of all tasks, within about 20%), so a change of 10 ms of script shows.
//
// Baseline, measured in the same run: by default the same build with JavaScript turned off (the
// HTML and CSS alone; the ratio is what the page's scripts add to the main thread's work), or
// another build (e.g. of an earlier revision) with BENCH_BASELINE_DIST.
//   pnpm --filter @smarthome/bench run bench:web-cpu
//   BENCH_WEB_DIST=dist ...                 an existing build (relative to web/) instead of building
//   BENCH_BASELINE_DIST=/tmp/old/dist ...   the baseline: another build
//   BENCH_PAGES=/,/faq ...                  other pages ({package}, {post}: see site-server.ts)
//   BENCH_RUNS=20 ...                       loads per page and build (default 10)
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startContentStack } from './content-stack.js';
import { median } from './stats.js';
import { pagesToMeasure, resolvePages, serveThroughGateway } from './site-server.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, productionBuild, shortPath } from './web-build.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
/** How long after the load event the page is left to finish what it starts (islands, fetches). */
const SETTLE_MS = 3000;
/** Lighthouse's mobile viewport: what is on the first screen (and so hydrates when visible) is the same. */
const VIEWPORT = { width: 412, height: 823 };

interface Work {
  script: number;
  styleAndLayout: number;
  tasks: number;
}

interface Site {
  label: string;
  baseURL: string;
  javaScript: boolean;
}

/** One load of `pagePath` in a fresh context: the main thread's work in ms, by Chromium's counters. */
async function measureLoad(browser: Browser, site: Site, pagePath: string): Promise<Work> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    javaScriptEnabled: site.javaScript,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${site.baseURL}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metricMs = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return {
      script: metricMs('ScriptDuration'),
      styleAndLayout: metricMs('RecalcStyleDuration') + metricMs('LayoutDuration'),
      tasks: metricMs('TaskDuration'),
    };
  } finally {
    await context.close();
  }
}

const medianWork = (loads: readonly Work[]): Work => ({
  script: median(loads.map((load) => load.script)),
  styleAndLayout: median(loads.map((load) => load.styleAndLayout)),
  tasks: median(loads.map((load) => load.tasks)),
});

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** "1.45×": the build's figure over the baseline's (above 1: the build does more work). */
const ratio = (build: number, baseline: number) => (baseline > 0 ? `${(build / baseline).toFixed(2)}×` : '–');

async function main(): Promise<void> {
  const distDir = productionBuild();
  const baselineDist = process.env.BENCH_BASELINE_DIST ? path.resolve(process.env.BENCH_BASELINE_DIST) : null;
  const stack = await startContentStack();
  const served = await serveThroughGateway(distDir, stack.graphqlUrl);
  const servedBaseline = baselineDist ? await serveThroughGateway(baselineDist, stack.graphqlUrl) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const build: Site = { label: 'build', baseURL: served.baseURL, javaScript: true };
    const baseline: Site = servedBaseline
      ? { label: 'baseline', baseURL: servedBaseline.baseURL, javaScript: true }
      : { label: 'baseline', baseURL: served.baseURL, javaScript: false };
    const pages = await resolvePages(served.baseURL, pagesToMeasure());
    const rows: string[][] = [];
    for (const { path: pagePath } of pages) {
      const loads = { build: [] as Work[], baseline: [] as Work[] };
      // Interleaved, so that a busy moment of the host weighs on both alike.
      for (let run = 0; run < RUNS; run++) {
        loads.build.push(await measureLoad(browser, build, pagePath));
        loads.baseline.push(await measureLoad(browser, baseline, pagePath));
      }
      const [of, base] = [medianWork(loads.build), medianWork(loads.baseline)];
      rows.push([
        shortPath(pagePath),
        ms(base.script),
        ms(of.script),
        ratio(of.script, base.script),
        ms(base.styleAndLayout),
        ms(of.styleAndLayout),
        ms(base.tasks),
        ms(of.tasks),
        ratio(of.tasks, base.tasks),
      ]);
    }
    console.log(
      `\nMain-thread work of a page's load until ${SETTLE_MS / 1000} s after its load event, median of ${RUNS} loads ` +
        `(Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, no throttling); baseline: ` +
        (baselineDist ? baselineDist : 'the same build with JavaScript turned off') +
        '\n',
    );
    printTable(
      [
        'page',
        'script: base',
        'build',
        'script ÷ base',
        'style+layout: base',
        'build',
        'all tasks: base',
        'build',
        'tasks ÷ base',
      ],
      rows,
    );
  } finally {
    await browser.close();
    await servedBaseline?.close();
    await served.close();
    await stack.close();
  }
}

await main();
