import { QUEUES, startServiceConsumer, type EventHandlers, type SubgraphDeps } from '@smarthome/service-kit';
import type { AssistantConfig } from '../config.js';

/**
 * The consumer of the `usage` queue in the assistant's own process: the accounting is the
 * assistant's, and light (one update per answered message); the same queue brings the
 * `account.deleted` events whose traces the assistant erases.
 */
export function startUsageConsumer(
  config: Pick<AssistantConfig, 'REDIS_URL' | 'EVENTS_PREFIX'>,
  deps: Pick<SubgraphDeps, 'mongo' | 'redis' | 'log' | 'metrics' | 'onClose'>,
  handlers: EventHandlers,
): void {
  startServiceConsumer(deps, { config, queue: QUEUES.usage, handlers });
}
