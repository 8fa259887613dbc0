import type { Logger } from './logger.js';
import type { EventJobOptions } from './events/relay.js';

/**
 * A service's clock, in milliseconds since the epoch. Everything that decides by time
 * (lock-outs, rate-limit windows, link and token expiry, what "today" is) reads it, so tests
 * move time instead of sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** How fast the outbox relay publishes and how its jobs are retried (tests speed both up). */
export interface RelayTuning {
  /** How often the relay looks for new entries when not kicked (the relay's default otherwise). */
  pollIntervalMs?: number;
  /** Retry policy of the published jobs (the relay's defaults otherwise). */
  jobOptions?: EventJobOptions;
}

/**
 * What a test (or another package's test) may change when it builds a service with
 * `buildApp(config, options)`: the same shape in every service. A service with more to
 * change extends it (`interface BuildOptions extends ServiceBuildOptions { … }`); everything
 * a deployment changes is configuration instead.
 */
export interface ServiceBuildOptions {
  /** Overrides the logger built from LOG_LEVEL (tests pass one that writes to a stream). */
  logger?: Logger;
  /** The service clock; `systemClock` by default. */
  clock?: Clock;
  /**
   * false: no outbox relay, so the events stay where they were written (tests read them
   * there). Default true. Services that produce no events ignore it.
   */
  relay?: boolean;
  /** Tuning of the outbox relay, when it runs. */
  events?: RelayTuning;
}
