import { onlyDuplicateKeys, type EventEnvelope } from '@smarthome/service-kit/events';
import type { DeliveryQueue } from './delivery-queue.js';
import type { WebhookDeliveryModel, WebhookDeliveryRecord } from './webhook-deliveries.model.js';
import type { WebhookModel, WebhookRecord } from './webhooks.model.js';

/**
 * `webhook.occurred`: one delivery per active endpoint subscribed to the type, and its job. Safe to
 * run again for the same event (the bus delivers at least once): the delivery of an event and an
 * endpoint is found rather than inserted again ({webhookId, messageId} is unique), and its job id
 * is derived from it, so BullMQ keeps one job. A delivery already delivered or failed is left alone.
 */
export class WebhookFanOut {
  constructor(
    private readonly deps: { webhooks: WebhookModel; deliveries: WebhookDeliveryModel; queue: DeliveryQueue },
  ) {}

  async handle(event: EventEnvelope<'webhook.occurred'>): Promise<void> {
    const { type, data } = event.payload;
    const subscribed = await this.deps.webhooks
      .find({ active: true, events: type })
      .select({ _id: 1 })
      .lean<Array<Pick<WebhookRecord, '_id'>>>()
      .exec();
    if (subscribed.length === 0) return;
    // The exact bytes every attempt signs and sends.
    const body = JSON.stringify({ type, timestamp: event.occurredAt, data });
    for (const { _id: webhookId } of subscribed) {
      const delivery = await this.deliveryOf(webhookId, event.id, type, body);
      if (delivery.status === 'pending') {
        await this.deps.queue.add({ deliveryId: delivery._id.toHexString(), round: delivery.round });
      }
    }
  }

  private async deliveryOf(
    webhookId: WebhookRecord['_id'],
    messageId: string,
    event: string,
    body: string,
  ): Promise<WebhookDeliveryRecord> {
    const upsert = () =>
      this.deps.deliveries
        .findOneAndUpdate(
          { webhookId, messageId },
          {
            // The filter's webhookId and messageId are copied into the inserted document.
            $setOnInsert: {
              event,
              body,
              status: 'pending',
              attempts: 0,
              round: 0,
              responseStatus: null,
              lastError: null,
              createdAt: new Date(),
              deliveredAt: null,
              nextAttemptAt: new Date(),
            },
          },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<WebhookDeliveryRecord>()
        .exec();
    try {
      return (await upsert())!;
    } catch (error) {
      // Two handlings of the event raced to insert: the other one's delivery is there now.
      if (!onlyDuplicateKeys(error)) throw error;
      return (await upsert())!;
    }
  }
}
