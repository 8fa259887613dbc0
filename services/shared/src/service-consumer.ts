import type { ServiceDeps } from './app.js';
import type { EventsConfig, ServiceConfig } from './config.js';
import type { QueueName } from './events/contracts.js';
import { startConsumer, type Consumer, type ConsumerOptions, type EventHandlers } from './events/consumer.js';

export interface ServiceConsumerOptions {
  /** REDIS_URL and EVENTS_PREFIX: where the queue lives. */
  config: Pick<ServiceConfig, 'REDIS_URL'> & EventsConfig;
  queue: QueueName;
  handlers: EventHandlers;
  /** How many jobs at once and how long their locks last, when the consumer's defaults do not fit. */
  tuning?: Pick<ConsumerOptions, 'concurrency' | 'lockDurationMs' | 'stalledIntervalMs'>;
}

/**
 * The consumer of a service's queue, run in the service's own process and started the one way
 * every service starts it: once Redis has answered (a BullMQ worker that never connected cannot be
 * closed), with the process's metrics registry, and stopped when the app closes, letting the event
 * in hand finish.
 */
export function startServiceConsumer(
  deps: Pick<ServiceDeps, 'mongo' | 'redis' | 'log' | 'metrics'> & {
    onClose(closer: () => Promise<void>): void;
  },
  { config, queue, handlers, tuning }: ServiceConsumerOptions,
): void {
  let consumer: Consumer | undefined;
  let closing = false;
  const consume = () => {
    if (closing || consumer) return;
    consumer = startConsumer({
      queue,
      connection: deps.mongo,
      redis: config.REDIS_URL,
      handlers,
      log: deps.log,
      prefix: config.EVENTS_PREFIX,
      ...(deps.metrics ? { metrics: deps.metrics } : {}),
      ...tuning,
    });
  };
  if (deps.redis.status === 'ready') consume();
  else deps.redis.once('ready', consume);
  deps.onClose(async () => {
    closing = true;
    deps.redis.off('ready', consume);
    await consumer?.close();
  });
}
