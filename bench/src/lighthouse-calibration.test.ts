import { afterEach, describe, expect, it, vi } from 'vitest';
import lighthouse from 'lighthouse';
import {
  calibrate,
  checkDevice,
  checkRun,
  checkSpread,
  runRefusable,
  runSamples,
  UnreliableCalibration,
} from './lighthouse-calibration.js';

// No browser: each Lighthouse run reports the next benchmark index of the test.
vi.mock('lighthouse', () => ({ default: vi.fn() }));

function lighthouseReports(indexes: number[]): void {
  const runs = vi.mocked(lighthouse);
  runs.mockReset();
  for (const benchmarkIndex of indexes)
    runs.mockResolvedValueOnce({ lhr: { environment: { benchmarkIndex } } } as never);
}

const logged = (log: { mock: { calls: unknown[][] } }): string[] =>
  log.mock.calls.map((call) => String(call[0]));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('calibrate', () => {
  it('keeps the samples, their median and their spread, and says nothing more when they agree', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    lighthouseReports([1500, 1450, 1550, 1480, 1520]);
    const calibration = await calibrate(9222, 'http://127.0.0.1/terms');
    expect(calibration.samples).toEqual([1500, 1450, 1550, 1480, 1520]);
    expect(calibration.index).toBe(1500);
    expect(calibration.spread).toBeCloseTo(1550 / 1450 - 1);
    expect(logged(log).some((line) => line.startsWith('calibration unreliable:'))).toBe(false);
    expect(() => checkSpread(calibration)).not.toThrow();
  });

  it('says loudly when the samples spread more than 30 %, naming them', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    lighthouseReports([1500, 1000, 1550, 1480, 1520]);
    const calibration = await calibrate(9222, 'http://127.0.0.1/terms');
    expect(calibration.spread).toBeCloseTo(0.55);
    const loud = logged(log).find((line) => line.startsWith('calibration unreliable:'));
    expect(loud).toContain('1500, 1000, 1550, 1480, 1520');
    expect(loud).toContain('55.0 %');
  });
});

describe('checkSpread', () => {
  const spreadOver = { samples: [1000, 1310], spread: 0.31, source: 'the test' };

  it('lets samples within 30 % through', () => {
    expect(() => checkSpread({ samples: [1000, 1300], spread: 0.3, source: 'the test' })).not.toThrow();
  });

  it('refuses samples spreading more than 30 %', () => {
    vi.stubEnv('BENCH_ALLOW_SPREAD', '');
    expect(() => checkSpread(spreadOver)).toThrow(UnreliableCalibration);
    expect(() => checkSpread({ samples: [], spread: Number.NaN, source: 'the test' })).toThrow(
      UnreliableCalibration,
    );
  });

  it('goes on with a warning under BENCH_ALLOW_SPREAD=1', () => {
    vi.stubEnv('BENCH_ALLOW_SPREAD', '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => checkSpread(spreadOver)).not.toThrow();
    expect(logged(log).join('\n')).toContain('31.0 %');
  });
});

describe('checkDevice', () => {
  // At host index 2837, Lighthouse's mid-range phone is ×9.60 (3 + (2837 − 1300) / 233).
  const runIndex = 2837;

  it('lets a calibrated slowdown within 10 % of the run’s phone through', () => {
    expect(() => checkDevice(9.3, runIndex)).not.toThrow();
    expect(() => checkDevice(10.5, runIndex)).not.toThrow();
  });

  it('refuses a run measured on a phone more than 10 % faster or slower than Lighthouse’s', () => {
    vi.stubEnv('BENCH_ALLOW_SPREAD', '');
    expect(() => checkDevice(8.05, runIndex)).toThrow(/×8\.05 calibrated, ×9\.60 .* 16\.1 % faster/);
    expect(() => checkDevice(10.7, runIndex)).toThrow(/slower/);
  });

  it('goes on with a warning under BENCH_ALLOW_SPREAD=1', () => {
    vi.stubEnv('BENCH_ALLOW_SPREAD', '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => checkDevice(8.05, runIndex)).not.toThrow();
    expect(logged(log).join('\n')).toContain("faster than Lighthouse's");
  });
});

describe('checkRun', () => {
  it('refuses a run whose samples spread too much, or whose median asks for another slowdown', () => {
    vi.stubEnv('BENCH_ALLOW_SPREAD', '');
    const steady = runSamples([2837, 2800, 2870], 'the test');
    expect(steady.index).toBe(2837);
    expect(steady.spread).toBeCloseTo(2870 / 2800 - 1);
    expect(() => checkRun(steady, 9.6)).not.toThrow();
    expect(() => checkRun(steady, 8.05)).toThrow(/faster/);
    expect(() => checkRun(runSamples([2000, 2837, 2900], 'the test'), 9.6)).toThrow(/spread 45\.0 %/);
  });
});

describe('runRefusable', () => {
  it('ends a refused run with exit code 1 and its reason, and lets other errors through', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const exitCode = process.exitCode;
    try {
      await runRefusable(async () => {
        throw new UnreliableCalibration('refused: the test');
      });
      expect(process.exitCode).toBe(1);
      expect(logged(log).join('\n')).toContain('refused: the test');
    } finally {
      process.exitCode = exitCode;
    }
    await expect(runRefusable(async () => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });
});
