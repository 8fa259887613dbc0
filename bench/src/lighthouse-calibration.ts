/**
 * The CPU slowdown that makes this host Lighthouse's reference mid-range phone, from the host's
 * benchmark index as Lighthouse measures it (`environment.benchmarkIndex`), through Lighthouse's own
 * calibration table (cpu-calibration.ts). BENCH_CPU_SLOWDOWN fixes the multiplier instead.
 */
import lighthouse from 'lighthouse';
import { cpuSlowdownFor, median } from './cpu-calibration.js';

/** Runs of the calibration: one alone varies by a third on a busy host, their median holds. */
const CALIBRATION_RUNS = 5;

export const fixedCpuSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;

export interface Calibration {
  /** The median benchmark index of the runs. */
  index: number;
  multiplier: number;
}

/** Short Lighthouse runs of `url` in the Chromium listening for DevTools on `port`. */
export async function calibrate(port: number, url: string): Promise<Calibration> {
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    const index = runner?.lhr.environment.benchmarkIndex;
    if (index) indexes.push(index);
  }
  const index = median(indexes);
  console.log(`host benchmark index ${indexes.map(Math.round).join(', ')}: median ${Math.round(index)}`);
  return { index, multiplier: fixedCpuSlowdown ?? cpuSlowdownFor(index) };
}
