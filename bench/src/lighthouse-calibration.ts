/**
 * The CPU slowdown that makes this host Lighthouse's reference mid-range phone, from the host's
 * benchmark index as Lighthouse measures it (`environment.benchmarkIndex`), through Lighthouse's own
 * calibration table (cpu-calibration.ts). BENCH_CPU_SLOWDOWN fixes the multiplier instead.
 *
 * The rule for a noisy host: samples of the index whose largest is more than 30 % above their
 * smallest (`spread` > SPREAD_LIMIT) do not describe one device, so a bench refuses to run on them
 * (`checkSpread`: exit code 1) unless BENCH_ALLOW_SPREAD=1, which prints the warning and goes on.
 * Nor does a run whose host changed speed after its calibration: the slowdown, fixed at the start,
 * then makes another phone than Lighthouse's (`checkDevice`: more than 10 % off the slowdown the
 * run's median index asks for).
 */
import lighthouse from 'lighthouse';
import { cpuSlowdownFor } from './cpu-calibration.js';
import { median, spread } from './stats.js';

/** Runs of the calibration: one alone varies by a third on a busy host, their median holds. */
const CALIBRATION_RUNS = 5;

/** Samples of the benchmark index spreading more than this (max/min − 1) make the run unreliable. */
export const SPREAD_LIMIT = 0.3;

/** How far the calibrated slowdown may be from the one the run's median index asks for. */
export const DEVICE_TOLERANCE = 0.1;

export const fixedCpuSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;

/** Samples of the host's benchmark index, and their spread (max/min − 1). */
export interface IndexSamples {
  samples: readonly number[];
  spread: number;
  /** What the samples are, in words (e.g. 'the calibration'). */
  source: string;
}

/** Every sample of the host's benchmark index in a run (the calibration's and later ones), and their median. */
export interface RunSamples extends IndexSamples {
  index: number;
}

/** `samples` of a whole run, with their spread and median. */
export function runSamples(samples: number[], source: string): RunSamples {
  return { samples, spread: spread(samples), index: median(samples), source };
}

export interface Calibration extends IndexSamples {
  /** The median benchmark index of the runs. */
  index: number;
  multiplier: number;
}

/** Thrown by checkSpread when it refuses a run: uncaught, the bench ends with exit code 1. */
export class UnreliableCalibration extends Error {
  override name = 'UnreliableCalibration';
}

/** A fraction in percent, to one decimal: a spread of 30.4 % must not read as the limit's 30 %. */
export const asPercent = (fraction: number): string => `${(fraction * 100).toFixed(1)} %`;

/** Whether the samples spread beyond SPREAD_LIMIT (no sample at all: unreliable too). */
export function isUnreliable({ spread }: IndexSamples): boolean {
  return !(spread <= SPREAD_LIMIT);
}

/** The samples and their spread, in words. */
export function describeSpread({ samples, spread, source }: IndexSamples): string {
  if (samples.length === 0) return `no host benchmark index from ${source}`;
  return (
    `host benchmark index of ${source} ${samples.map(Math.round).join(', ')}: spread ${asPercent(spread)}` +
    ` (largest over smallest; the limit is ${asPercent(SPREAD_LIMIT)})`
  );
}

/** The loud line of samples spreading beyond the limit; nothing when they do not. */
export function warnIfUnreliable(samples: IndexSamples): void {
  if (isUnreliable(samples)) console.log(`calibration unreliable: ${describeSpread(samples)}`);
}

/** Refuses a run (throws UnreliableCalibration), or only says so under BENCH_ALLOW_SPREAD=1. */
function refuse(what: string, why: string): void {
  if (process.env.BENCH_ALLOW_SPREAD === '1') {
    console.log(`going on with ${what} (BENCH_ALLOW_SPREAD=1)`);
    return;
  }
  throw new UnreliableCalibration(
    `refused: ${what}; ${why}. Run again on a quieter host, or set BENCH_ALLOW_SPREAD=1 to go on anyway.`,
  );
}

/**
 * The rule: samples spreading beyond SPREAD_LIMIT refuse the run (throws UnreliableCalibration) unless
 * BENCH_ALLOW_SPREAD=1, which prints a warning and goes on. Within the limit it does nothing. The
 * loud `calibration unreliable:` line itself is warnIfUnreliable's (calibrate prints it).
 */
export function checkSpread(samples: IndexSamples): void {
  if (isUnreliable(samples)) refuse(describeSpread(samples), 'the host was too busy to stand for one device');
}

/**
 * The rule for a host whose speed moved after the calibration: a calibrated `multiplier` more than
 * DEVICE_TOLERANCE away from the slowdown the whole run's median host index asks for measured a
 * phone faster (or slower) than Lighthouse's, and refuses the run as checkSpread does. Not for a
 * slowdown fixed by BENCH_CPU_SLOWDOWN: that one is the device asked for.
 */
export function checkDevice(multiplier: number, runIndex: number): void {
  const phone = cpuSlowdownFor(runIndex);
  const off = multiplier / phone - 1;
  if (Math.abs(off) <= DEVICE_TOLERANCE) return;
  refuse(
    `CPU slowdown ×${multiplier.toFixed(2)} calibrated, ×${phone.toFixed(2)} for the run's median host` +
      ` index ${Math.round(runIndex)}: a phone ${asPercent(Math.abs(off))} ${off < 0 ? 'faster' : 'slower'}` +
      ` than Lighthouse's (the limit is ${asPercent(DEVICE_TOLERANCE)})`,
    'the host changed speed after its calibration',
  );
}

/**
 * The rules at the end of a run calibrated at `multiplier`: its samples must not spread too much
 * (checkSpread), nor have moved away from the calibrated slowdown (checkDevice, unless
 * BENCH_CPU_SLOWDOWN fixed it).
 */
export function checkRun(run: RunSamples, multiplier: number): void {
  checkSpread(run);
  if (fixedCpuSlowdown === undefined) checkDevice(multiplier, run.index);
}

/** Runs a bench's `main`: a run refused by these rules prints why and ends with exit code 1. */
export async function runRefusable(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof UnreliableCalibration)) throw error;
    console.log(`\n${error.message}`);
    process.exitCode = 1;
  }
}

/** The host's benchmark index, from short Lighthouse runs of `url` in the Chromium on DevTools `port`. */
export async function sampleBenchmarkIndex(port: number, url: string): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    const index = runner?.lhr.environment.benchmarkIndex;
    if (index) samples.push(index);
  }
  return samples;
}

/** The slowdown of Lighthouse's phone on this host, from samples of its benchmark index. */
export async function calibrate(port: number, url: string): Promise<Calibration> {
  const samples = await sampleBenchmarkIndex(port, url);
  const index = median(samples);
  const calibration: Calibration = {
    index,
    multiplier: fixedCpuSlowdown ?? cpuSlowdownFor(index),
    samples,
    spread: spread(samples),
    source: 'the calibration',
  };
  console.log(
    `host benchmark index ${samples.map(Math.round).join(', ')}: median ${Math.round(index)},` +
      ` spread ${asPercent(calibration.spread)}`,
  );
  warnIfUnreliable(calibration);
  return calibration;
}
