import type { ServiceDeps } from './app.js';
import type { ServiceBuildOptions } from './build-options.js';
import type { EventsConfig, ServiceConfig } from './config.js';
import { startOutboxRelay, type OutboxRelay } from './events/relay.js';

export interface ServiceRelayOptions {
  /** REDIS_URL and EVENTS_PREFIX: where the events are published. */
  config: Pick<ServiceConfig, 'REDIS_URL'> & EventsConfig;
  /** Domain collections whose documents carry `_outbox` events (besides the `outbox` collection). */
  collections: string[];
  /** The build options' `relay` (false: none) and `events` (its tuning). */
  build?: Pick<ServiceBuildOptions, 'relay' | 'events'>;
}

/**
 * The outbox relay of a producing service, started the one way every service starts it: with
 * the process's metrics registry (so `/metrics` shows what it published and its backlog) and
 * stopped when the app closes. Null when the build options turn it off.
 */
export function startServiceRelay(
  deps: Pick<ServiceDeps, 'mongo' | 'log' | 'metrics'> & { onClose(closer: () => Promise<void>): void },
  { config, collections, build = {} }: ServiceRelayOptions,
): OutboxRelay | null {
  if (build.relay === false) return null;
  const relay = startOutboxRelay({
    connection: deps.mongo,
    redis: config.REDIS_URL,
    collections,
    log: deps.log,
    prefix: config.EVENTS_PREFIX,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    ...(build.events?.pollIntervalMs ? { pollIntervalMs: build.events.pollIntervalMs } : {}),
    ...(build.events?.jobOptions ? { jobOptions: build.events.jobOptions } : {}),
  });
  deps.onClose(() => relay.stop());
  return relay;
}
