/**
 * How long and how hard a load benchmark runs, from BENCH_SECONDS, BENCH_ROUNDS and
 * BENCH_CONNECTIONS, each bounded: a typo must not start an hour-long run or a thousand sockets.
 */
export interface LoadKnobs {
  /** Seconds each row is measured in a round (after a warm-up second). */
  seconds: number;
  rounds: number;
  connections: number;
}

const bounded = (value: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number(value ?? fallback)));

export function loadKnobs(defaults: { seconds: number; rounds: number }): LoadKnobs {
  return {
    seconds: bounded(process.env.BENCH_SECONDS, defaults.seconds, 2, 60),
    rounds: bounded(process.env.BENCH_ROUNDS, defaults.rounds, 1, 9),
    connections: bounded(process.env.BENCH_CONNECTIONS, 20, 1, 100),
  };
}
