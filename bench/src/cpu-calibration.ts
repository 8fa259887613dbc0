/**
 * Lighthouse's CPU calibration: the slowdown that makes a host of a given benchmark index (Lighthouse's
 * `environment.benchmarkIndex`, a fixed amount of JavaScript work per second) run like Lighthouse's
 * reference mid-range phone. The table is the one Lighthouse's throttling documentation gives for
 * choosing `cpuSlowdownMultiplier`: index 2000 = 6×, 1766 = 5×, 1533 = 4×, 1300 = 3×, 800 = 2×,
 * 150 = 1× (a host that slow is the phone already), linear in between and beyond.
 */
const TABLE: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no benchmark index to calibrate with (${benchmarkIndex})`);
  const first = TABLE[0]!;
  if (benchmarkIndex <= first[0]) return 1;
  // Above 1300 every 233 points is one more step of slowdown (1533 = 4×, 1766 = 5×, 2000 = 6×).
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  for (let i = 1; i < TABLE.length; i++) {
    const [index, multiplier] = TABLE[i]!;
    const [lowerIndex, lowerMultiplier] = TABLE[i - 1]!;
    if (benchmarkIndex <= index)
      return (
        lowerMultiplier +
        ((benchmarkIndex - lowerIndex) / (index - lowerIndex)) * (multiplier - lowerMultiplier)
      );
  }
  return 3;
}
