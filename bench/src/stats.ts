/** Figures over the samples of one measurement, shared by the benches. */

/** The middle sample, or the mean of the two middle ones; the samples may come in any order. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How far apart samples of one quantity lie: the largest over the smallest, minus one (0.3: the
 * largest is 30 % above the smallest). One sample spreads by 0; no sample gives NaN. The samples are
 * benchmark indexes or durations, so a value that is not a positive finite number is an error.
 */
export function spread(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  for (const value of values) {
    if (!Number.isFinite(value) || value <= 0)
      throw new RangeError(`spread of samples that are not all positive (${value})`);
  }
  return Math.max(...values) / Math.min(...values) - 1;
}
