import { QUEUES, startConsumer, type Consumer, type SubgraphDeps } from '@smarthome/service-kit';
import type { AssistantConfig } from '../config.js';
import type { UsageAccounting } from './usage.accounting.js';

/**
 * The consumer of the `usage` queue in the assistant's own process: the accounting is the
 * assistant's, and light (one update per answered message). It starts once Redis has answered (a
 * BullMQ worker that never connected cannot be closed) and stops with the app, letting the event
 * in hand finish.
 */
export function startUsageConsumer(
  config: Pick<AssistantConfig, 'REDIS_URL' | 'EVENTS_PREFIX'>,
  deps: Pick<SubgraphDeps, 'mongo' | 'redis' | 'log' | 'metrics' | 'onClose'>,
  accounting: UsageAccounting,
): void {
  let consumer: Consumer | undefined;
  let closing = false;
  const consume = () => {
    if (closing || consumer) return;
    consumer = startConsumer({
      queue: QUEUES.usage,
      connection: deps.mongo,
      redis: config.REDIS_URL,
      handlers: accounting.handlers,
      log: deps.log,
      prefix: config.EVENTS_PREFIX,
      metrics: deps.metrics,
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
