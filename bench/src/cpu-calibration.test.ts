import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration.js';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calibration table", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });
});
