import type { SubgraphDeps } from '@smarthome/service-kit';
import { createOutbox, type OutboxRelay } from '@smarthome/service-kit/events';
import type { OperationsConfig } from '../config.js';
import { DeliveryAttempts } from './delivery-attempt.js';
import { DeliveryQueue } from './delivery-queue.js';
import { startDeliveryWorker } from './delivery-worker.js';
import { createWebhookDeliveryModel, type WebhookDeliveryModel } from './webhook-deliveries.model.js';
import { WebhookFanOut } from './webhook-fanout.js';
import { createWebhookModel, type WebhookModel } from './webhooks.model.js';
import { WebhooksService } from './webhooks.service.js';

export interface WebhookModels {
  webhooks: WebhookModel;
  deliveries: WebhookDeliveryModel;
}

/** The endpoints and their delivery log, with their indexes built (one delivery per event and endpoint). */
export async function setupWebhookModels({ mongo }: Pick<SubgraphDeps, 'mongo'>): Promise<WebhookModels> {
  const models = { webhooks: createWebhookModel(mongo), deliveries: createWebhookDeliveryModel(mongo) };
  await Promise.all([models.webhooks.init(), models.deliveries.init()]);
  return models;
}

export interface WebhooksSetupOptions {
  config: OperationsConfig;
  models: WebhookModels;
  /** Woken after an endpoint is turned off (its event is in the outbox collection). */
  relay: OutboxRelay | null;
}

export interface WebhooksModule {
  service: WebhooksService;
  /** The handler of `webhook.occurred` (app.ts starts its consumer). */
  fanOut: WebhookFanOut;
}

/**
 * Integrators' webhooks: the admins' service, the fan-out of `webhook.occurred` into deliveries,
 * and the delivery queue with its worker in this process, started once Redis answered and closed
 * with the app (the worker first, letting the attempts in hand finish, then the queue).
 */
export function setupWebhooks(
  deps: Pick<SubgraphDeps, 'mongo' | 'redis' | 'log' | 'onClose'>,
  { config, models, relay }: WebhooksSetupOptions,
): WebhooksModule {
  const rules = { allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE };
  const queue = new DeliveryQueue({
    redis: deps.redis,
    prefix: config.EVENTS_PREFIX,
    retryDelays: config.WEBHOOK_RETRY_DELAYS_MS,
  });
  deps.onClose(() => queue.close());

  const attempts = new DeliveryAttempts({
    ...models,
    rules,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retryDelays: config.WEBHOOK_RETRY_DELAYS_MS,
    disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES,
    outbox: createOutbox(deps.mongo),
    ...(relay ? { kickRelay: () => relay.kick() } : {}),
    log: deps.log.child({ component: 'webhook-deliveries' }),
  });
  let worker: { close(): Promise<void> } | undefined;
  let closing = false;
  const startWorker = () => {
    if (closing || worker) return;
    worker = startDeliveryWorker({
      redis: deps.redis,
      prefix: config.EVENTS_PREFIX,
      attempts,
      retryDelays: config.WEBHOOK_RETRY_DELAYS_MS,
      concurrency: config.WEBHOOK_CONCURRENCY,
      lockDurationMs: config.WEBHOOK_LOCK_DURATION_MS,
      stalledIntervalMs: config.WEBHOOK_STALLED_INTERVAL_MS,
      log: deps.log,
    });
  };
  // A BullMQ worker that never connected cannot be closed: it starts once Redis has answered.
  if (deps.redis.status === 'ready') startWorker();
  else deps.redis.once('ready', startWorker);
  deps.onClose(async () => {
    closing = true;
    deps.redis.off('ready', startWorker);
    await worker?.close();
  });

  return {
    service: new WebhooksService({ ...models, queue, rules }),
    fanOut: new WebhookFanOut({ ...models, queue }),
  };
}
