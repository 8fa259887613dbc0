// Lighthouse (npm `lighthouse`, its mobile preset: simulated slow 4G and a slower CPU) on every family
// of public page of the production build, served the way production serves it: by the gateway
// itself (WEB_DIST_DIR; precompressed Brotli/gzip, a year of cache for hashed assets) on loopback,
// with the content service behind it holding the demo content of `make dev` (content-stack.ts), so
// the blog, a post and the testimonials have something to show. The visitor is anonymous, as a first
// visit is.
//
// The device is calibrated: Lighthouse's fixed 4× CPU slowdown means a mid-range phone only on a
// host of benchmark index ~1500; a slower or busier host would be measured as a slower phone, a
// faster one as a faster phone. So the bench first measures the host's benchmark index (the median
// of a few short Lighthouse runs) and sets the CPU slowdown that brings this host to Lighthouse's
// reference mid-range phone (Lighthouse's own calibration table, cpuSlowdownFor), and prints it
// beside the scores. Every audit measures the index again before it loads its page: each page's
// samples are printed, the device reported is the median of all the run's samples (calibration and
// audits), and a run whose host was much slower or faster than that is flagged. Samples spreading
// more than 30 % (largest over smallest) do not describe one device: the calibration's refuse the
// run before any page is audited, the whole run's refuse it at the end (exit code 1), unless
// BENCH_ALLOW_SPREAD=1, which prints the warning and goes on.
//
// Prints the four category scores and the key metrics of each page against the public site's
// targets (performance 98 and Total Blocking Time 50 ms at most, 100 for the three others), the
// console errors, and the audits that cost points, so they can be fixed.
// The browser is Debian's Chromium through chrome-launcher (CHROME_PATH, default /usr/bin/chromium);
// nothing is downloaded.
//   pnpm --filter @smarthome/bench run bench:lighthouse
//   BENCH_WEB_DIST=dist ...                   an existing build (relative to web/) instead of building
//   BENCH_BASELINE_DIST=/tmp/old/dist ...     the baseline: another build (e.g. of an earlier revision),
//                                             measured in the same run on the same calibrated device
//   BENCH_BASELINE=none ...                   no baseline (half the time)
//   BENCH_BASE_URL=http://localhost:4000 ...  a running site (e.g. `make dev` with every service)
//   BENCH_PAGES=/,/faq ...                    other pages ({package}: the first package's page,
//                                             {post}: the newest blog post's page)
//   BENCH_RUNS=5 ...                         runs per page (default 3), the median one reported
//   BENCH_TRACES=1 ...                        also save each run's trace (*.trace.json for the reported
//                                             run, *.run<N>.trace.json for each, for DevTools)
//   BENCH_CPU_SLOWDOWN=4 ...                  a fixed CPU multiplier instead of the calibrated one
//   BENCH_ALLOW_SPREAD=1 ...                  go on when the host's index spreads more than 30 %
// Baseline, measured in the same run: by default the same pages of the same build rendered by the
// browser alone (a copy of the build whose every route gets the app shell, as before pre-rendering);
// the ratios of its metrics to the measured build's are printed. Not with BENCH_BASE_URL.
// Full JSON reports are written to .tmp/lighthouse/. Exits with 1 when a page misses a target or
// the host's index spread too much.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result, RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startContentStack } from './content-stack.js';
import { cpuSlowdownFor } from './cpu-calibration.js';
import { spread } from './stats.js';
import {
  asPercent,
  calibrate,
  checkRun,
  checkSpread,
  fixedCpuSlowdown,
  runRefusable,
  runSamples,
  warnIfUnreliable,
} from './lighthouse-calibration.js';
import type { Calibration, RunSamples } from './lighthouse-calibration.js';
import { pagesToMeasure, resolvePages, serveThroughGateway } from './site-server.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, productionBuild, repoRoot } from './web-build.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Total Blocking Time on the calibrated phone, at most. */
const TBT_TARGET_MS = 50;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const reportDir = path.join(repoRoot, '.tmp', 'lighthouse');
/** BENCH_RUNS: Lighthouse runs per page and site, of which the median one is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_TRACES=1: each run's trace is saved beside its report, to open in DevTools' performance panel. */
const saveTraces = process.env.BENCH_TRACES === '1';
/** A run whose host index is this far from the run's median one measured another device: flagged. */
const INDEX_TOLERANCE = 0.2;

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
  /** '' for the build under test, else the baseline's name. */
  label: string;
  baseURL: string;
}

interface Sites {
  sites: Site[];
  close: () => Promise<void>;
}

/** The build under test and its baseline (a build of another revision, or the client-rendered copy). */
async function startSites(): Promise<Sites> {
  const fromEnv = process.env.BENCH_BASE_URL;
  if (fromEnv)
    return { sites: [{ label: '', baseURL: fromEnv.replace(/\/$/, '') }], close: async () => undefined };
  const distDir = productionBuild();
  const content = await startContentStack();
  const cleanups: (() => unknown)[] = [() => content.close()];
  const serve = async (label: string, dir: string): Promise<Site> => {
    const served = await serveThroughGateway(dir, content.graphqlUrl);
    cleanups.unshift(() => served.close());
    return { label, baseURL: served.baseURL };
  };
  const sites = [await serve('', distDir)];
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  if (baselineDist) {
    sites.push(await serve('baseline', path.resolve(baselineDist)));
  } else if (process.env.BENCH_BASELINE !== 'none') {
    const copy = clientRenderedCopy(distDir);
    cleanups.unshift(copy.remove);
    sites.push(await serve('client-rendered', copy.dir));
  }
  return {
    sites,
    close: async () => {
      for (const cleanup of cleanups) await cleanup();
    },
  };
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
const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function metric(lhr: Result, id: string): string {
  const value = numeric(lhr, id);
  if (Number.isNaN(value)) return 'n/a';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** The targets a result misses, in words (none: every target met). */
function missedTargets(lhr: Result): string[] {
  const missed = CATEGORIES.filter((id) => score(lhr, id) < TARGETS[id]).map(
    (id) => `${id} ${score(lhr, id)} < ${TARGETS[id]}`,
  );
  const tbt = numeric(lhr, 'total-blocking-time');
  if (!(tbt <= TBT_TARGET_MS)) missed.push(`TBT ${Math.round(tbt)} ms > ${TBT_TARGET_MS} ms`);
  return missed;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * The tasks that make up the Total Blocking Time, as Lighthouse's simulation placed them (its
 * long-tasks audit, on the simulated phone's clock): each long task's part between the first
 * contentful paint and time to interactive, beyond 50 ms, with the script (or page) it is charged
 * to. Tasks under 10 ms on the host never appear: the simulation leaves them out.
 */
function blockingTasks(lhr: Result): string[] {
  const fcp = numeric(lhr, 'first-contentful-paint');
  const interactive = numeric(lhr, 'interactive');
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return items.flatMap(({ url, startTime, duration }) => {
    const blocking = Math.min(startTime + duration, interactive) - Math.max(startTime, fcp) - 50;
    if (!(blocking > 0)) return [];
    const name = url.startsWith('http') ? new URL(url).pathname : url;
    return [
      `${name} at ${Math.round(startTime)} ms, ${Math.round(duration)} ms long: ${Math.round(blocking)} ms blocking`,
    ];
  });
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

/**
 * One Lighthouse run; run again (twice at most) when the trace was not recorded (e.g. NO_NAVSTART).
 * The host's benchmark index that each attempt measured before loading the page goes to `samples`.
 */
async function audit(
  port: number,
  url: string,
  cpuSlowdownMultiplier: number,
  samples: number[],
  attempts = 3,
) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier },
    });
    const index = runner?.lhr.environment.benchmarkIndex;
    if (index) samples.push(index);
    const failure = runner?.lhr.runtimeError?.code;
    if (!failure || attempt === attempts) return runner;
    console.log(`  ${failure}: running it again`);
  }
}

const reportName = (page: string, label: string): string =>
  `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}${label ? `-${label}` : ''}.json`;

interface Measured {
  page: string;
  label: string;
  lhr: Result;
  /** The host's benchmark index before each audit of this page on this site, in order. */
  samples: number[];
}

const rounded = (samples: readonly number[]): string => samples.map(Math.round).join(', ');

function printResults(results: Measured[], calibration: Calibration, run: RunSamples) {
  const first = results[0]?.lhr;
  console.log(
    `\nLighthouse ${first?.lighthouseVersion ?? ''}, mobile preset, CPU slowdown ×${calibration.multiplier.toFixed(2)}` +
      ` ${fixedCpuSlowdown ? '(BENCH_CPU_SLOWDOWN)' : `(calibrated from host benchmark index ${Math.round(calibration.index)}, the median of ${calibration.samples.length} samples, spread ${asPercent(calibration.spread)})`}` +
      `; targets ${CATEGORIES.map((id) => `${id} ${TARGETS[id]}`).join(', ')}, TBT ≤ ${TBT_TARGET_MS} ms`,
  );
  // The device measured: this host at the run's median index, slowed by the multiplier.
  const drift = run.index / calibration.index - 1;
  console.log(
    `device: host benchmark index ${Math.round(run.index)} over the run (the median of ${run.samples.length}` +
      ` samples, the calibration's and every audit's; spread ${asPercent(run.spread)}) at ×${calibration.multiplier.toFixed(2)}` +
      (run.samples.length
        ? `; Lighthouse's mid-range phone is ×${cpuSlowdownFor(run.index).toFixed(2)} at that index`
        : '') +
      (Math.abs(drift) > INDEX_TOLERANCE
        ? `; the host drifted ${drift > 0 ? '+' : ''}${asPercent(drift)} from its calibration`
        : ''),
  );
  console.log("host benchmark index measured by each audit, per page (the baseline's after ·):");
  const pages = [...new Set(results.map((r) => r.page))];
  for (const page of pages) {
    const sites = results.filter((r) => r.page === page);
    const all = sites.flatMap((r) => r.samples);
    const listed = sites
      .map(({ label, samples }) => `${label ? `· ${label} ` : ''}${rounded(samples)}`)
      .join(' ');
    console.log(`  ${page}: ${listed}: spread ${all.length ? asPercent(spread(all)) : 'n/a'}`);
  }
  warnIfUnreliable(run);
  console.log();
  printTable(
    ['page', ...CATEGORIES, ...METRICS.map(([label]) => label), 'host index'],
    results.map(({ page, label, lhr }) => {
      // The index measured before the reported run, against the device's (the run's median).
      const index = lhr.environment.benchmarkIndex;
      const drifted = Math.abs(index / run.index - 1) > INDEX_TOLERANCE;
      return [
        `${page}${label ? ` (${label})` : ''}`,
        ...CATEGORIES.map((id) => `${score(lhr, id)}${score(lhr, id) < TARGETS[id] ? ' ✗' : ''}`),
        ...METRICS.map(([, id]) =>
          id === 'total-blocking-time' && !(numeric(lhr, id) <= TBT_TARGET_MS)
            ? `${metric(lhr, id)} ✗`
            : metric(lhr, id),
        ),
        index ? `${Math.round(index)}${drifted ? ' (drifted)' : ''}` : 'n/a',
      ];
    }),
  );
}

function printRatios(results: Measured[], pages: string[]) {
  const baselineLabel = results.find((r) => r.label)?.label;
  if (!baselineLabel) return;
  console.log(`\n${baselineLabel} ÷ measured build (above 1: the measured build is faster)`);
  for (const page of pages) {
    const own = results.find((r) => r.page === page && !r.label)?.lhr;
    const baseline = results.find((r) => r.page === page && r.label)?.lhr;
    if (!own || !baseline) continue;
    const ratio = (id: string) => {
      const [b, o] = [numeric(baseline, id), numeric(own, id)];
      return o === 0 ? (b === 0 ? '=' : `${Math.round(b)} ms vs 0`) : `${(b / o).toFixed(2)}×`;
    };
    console.log(
      `  ${page}: FCP ${ratio('first-contentful-paint')}, LCP ${ratio('largest-contentful-paint')},` +
        ` TBT ${ratio('total-blocking-time')}, performance ${score(baseline, 'performance')} → ${score(own, 'performance')}`,
    );
  }
}

/** Calibrates the device on the build under test, then runs every page on every site. */
async function measureAll(port: number, sites: Site[]) {
  const pages = (await resolvePages(sites[0]!.baseURL, pagesToMeasure())).map((page) => page.path);
  const calibration = await calibrate(port, `${sites[0]!.baseURL}/terms`);
  // Refused here, before any page is audited, when the calibration's samples spread too much.
  checkSpread(calibration);
  console.log(`CPU slowdown ×${calibration.multiplier.toFixed(2)}`);
  const results: Measured[] = [];
  for (const page of pages) {
    const runs = new Map<Site, RunnerResult[]>(sites.map((site) => [site, []]));
    const samples = new Map<Site, number[]>(sites.map((site) => [site, []]));
    // The sites take turns, so that a busier moment of the host falls on both alike.
    for (let run = 1; run <= RUNS; run++) {
      for (const site of sites) {
        console.log(
          `lighthouse ${site.baseURL}${page}${site.label ? ` (${site.label})` : ''}, run ${run}/${RUNS} …`,
        );
        const runner = await audit(
          port,
          `${site.baseURL}${page}`,
          calibration.multiplier,
          samples.get(site)!,
        );
        if (!runner) throw new Error(`lighthouse returned nothing for ${page}`);
        runs.get(site)!.push(runner);
      }
    }
    for (const site of sites) {
      const all = runs.get(site)!;
      // Lighthouse's own choice: the run nearest the median of FCP and of Time to Interactive.
      const median = computeMedianRun(all.map((runner) => runner.lhr));
      const runner = all.find((candidate) => candidate.lhr === median) ?? all[0]!;
      results.push({ page, label: site.label, lhr: runner.lhr, samples: samples.get(site)! });
      // Every run's blocking time, not only the reported one's: it varies most from run to run.
      const blocking = all.map(
        (each) => `${Math.round(each.lhr.audits['total-blocking-time']?.numericValue ?? 0)}`,
      );
      console.log(
        `  ${page}${site.label ? ` (${site.label})` : ''}: TBT of each run ${blocking.join(', ')} ms`,
      );
      mkdirSync(reportDir, { recursive: true });
      const file = path.join(reportDir, reportName(page, site.label));
      writeFileSync(file, typeof runner.report === 'string' ? runner.report : JSON.stringify(runner.lhr));
      if (saveTraces) {
        writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(runner.artifacts.Trace));
        // The runs Lighthouse did not pick are where a bimodal figure's other mode shows.
        all.forEach((each, index) =>
          writeFileSync(
            file.replace(/\.json$/, `.run${index + 1}.trace.json`),
            JSON.stringify(each.artifacts.Trace),
          ),
        );
      }
    }
  }
  const run = runSamples(
    [...calibration.samples, ...results.flatMap((r) => r.samples)],
    'the whole run (calibration and audits)',
  );
  return { pages, calibration, results, run };
}

async function main() {
  const { sites, close } = await startSites();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  let measured: Awaited<ReturnType<typeof measureAll>>;
  try {
    measured = await measureAll(chrome.port, sites);
  } finally {
    chrome.kill();
    await close();
  }
  const { pages, calibration, results, run } = measured;

  printResults(results, calibration, run);
  printRatios(results, pages);

  // The targets apply to the build under test; the baseline is only for comparison.
  let missed = false;
  for (const { page, lhr } of results.filter((r) => !r.label)) {
    const misses = missedTargets(lhr);
    if (misses.length) missed = true;
    const lines = [
      ...CATEGORIES.flatMap((id) => lostPoints(lhr, id).map((line) => `  ${id}: ${line}`)),
      ...blockingTasks(lhr).map((line) => `  blocking task (simulated): ${line}`),
    ];
    if (misses.length || lines.length)
      console.log(
        `\n${page}: ${misses.length ? `misses ${misses.join(', ')}` : 'every target met'}\n${lines.join('\n')}`,
      );
    const errors = consoleErrors(lhr);
    if (errors.length)
      console.log(`\n${page}, console errors:\n${errors.map((line) => `  ${line}`).join('\n')}`);
    const warnings = lhr.runWarnings ?? [];
    if (warnings.length) console.log(`  run warnings: ${warnings.join(' | ')}`);
  }
  console.log(`\nfull reports: ${path.relative(process.cwd(), reportDir)}/`);
  if (missed) process.exitCode = 1;
  // The results are printed either way; samples spreading too much over the run refuse it, and so
  // does a host that ran at another speed than it was calibrated at.
  checkRun(run, calibration.multiplier);
}

await runRefusable(main);
