import { Types } from 'mongoose';
import { Webhook as Signer } from 'standardwebhooks';
import type { Logger } from '@smarthome/service-kit';
import { newEvent, type Outbox } from '@smarthome/service-kit/events';
import { retryDelay, type DeliveryJob } from './delivery-queue.js';
import type { WebhookDeliveryModel, WebhookDeliveryRecord } from './webhook-deliveries.model.js';
import { postWebhook, WEBHOOK_USER_AGENT, type PostOutcome } from './webhook-sender.js';
import type { WebhookModel, WebhookRecord } from './webhooks.model.js';
import { parseWebhookUrl, UrlRefusal, vetHost, type ResolveHost, type UrlRules } from './url-guard.js';

/** Why a delivery ended without a request. */
export const ENDED_WITHOUT_REQUEST = {
  deleted: 'Webhook deleted',
  turnedOff: 'Webhook turned off',
} as const;

export interface DeliveryAttemptDeps {
  webhooks: WebhookModel;
  deliveries: WebhookDeliveryModel;
  rules: UrlRules;
  resolve?: ResolveHost;
  timeoutMs: number;
  /** The waits before the retries of one round. */
  retryDelays: readonly number[];
  /** Deliveries in a row that failed every attempt before the endpoint is turned off. */
  disableAfterFailures: number;
  /** The service's outbox: `webhook.endpoint_disabled` mails the admins. */
  outbox: Outbox;
  /** Publishes the outbox now. */
  kickRelay?: () => void;
  log: Logger;
}

/** What the worker does with the job after an attempt: done, or retried after the round's next wait. */
export type AttemptResult = 'done' | 'retry';

/**
 * One attempt of one delivery: the URL checked again (its name may resolve elsewhere now), the
 * stored body signed with the endpoint's current secret and POSTed to the checked address, and
 * the outcome recorded. Every change of a delivery is conditional on it being still pending in
 * the job's round, so two workers holding the same job (a lock lost under load) record one outcome.
 */
export class DeliveryAttempts {
  constructor(private readonly deps: DeliveryAttemptDeps) {}

  /** `retriesDone`: how many attempts of this round failed before (the job's attemptsMade). */
  async run(job: DeliveryJob, retriesDone: number): Promise<AttemptResult> {
    const { webhooks, deliveries } = this.deps;
    if (!Types.ObjectId.isValid(job.deliveryId)) return 'done';
    const delivery = await deliveries
      .findOne(stillPending({ _id: new Types.ObjectId(job.deliveryId), round: job.round }))
      .lean<WebhookDeliveryRecord>()
      .exec();
    // Delivered, failed, redelivered in a later round, or deleted with its endpoint: nothing to do.
    if (!delivery) return 'done';
    const webhook = await webhooks.findById(delivery.webhookId).lean<WebhookRecord>().exec();
    if (!webhook || !webhook.active) {
      await this.end(delivery, webhook ? ENDED_WITHOUT_REQUEST.turnedOff : ENDED_WITHOUT_REQUEST.deleted);
      return 'done';
    }

    const outcome = await this.post(webhook, delivery);
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.delivered(delivery, outcome.status);
      return 'done';
    }
    const failure = { responseStatus: outcome.status, lastError: describeFailure(outcome) };
    const wait = retryDelay(this.deps.retryDelays, retriesDone + 1);
    if (wait === undefined) {
      await this.failedEveryAttempt(delivery, webhook, failure);
      return 'done';
    }
    await deliveries
      .updateOne(stillPending(delivery), {
        $inc: { attempts: 1 },
        $set: { ...failure, nextAttemptAt: new Date(Date.now() + wait) },
      })
      .exec();
    return 'retry';
  }

  /**
   * Ends a delivery whose job will not run again, unless it ended meanwhile; `lastError` replaces the
   * last attempt's when given. Not counted against the endpoint: the failure was on this side.
   */
  async abandon(job: DeliveryJob, lastError: string | null): Promise<void> {
    if (!Types.ObjectId.isValid(job.deliveryId)) return;
    await this.deps.deliveries
      .updateOne(stillPending({ _id: new Types.ObjectId(job.deliveryId), round: job.round }), {
        $set: { status: 'failed', nextAttemptAt: null, ...(lastError ? { lastError } : {}) },
      })
      .exec();
  }

  private async post(webhook: WebhookRecord, delivery: WebhookDeliveryRecord): Promise<PostOutcome> {
    let url: URL;
    let address;
    try {
      url = parseWebhookUrl(webhook.url, this.deps.rules);
      address = await vetHost(url, this.deps.rules, this.deps.resolve);
    } catch (error) {
      if (error instanceof UrlRefusal) return { status: null, error: error.message };
      throw error;
    }
    const sentAt = new Date();
    return postWebhook({
      url,
      address,
      body: delivery.body,
      timeoutMs: this.deps.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1_000)),
        'webhook-signature': new Signer(webhook.secret).sign(delivery.messageId, sentAt, delivery.body),
      },
    });
  }

  private async delivered(delivery: WebhookDeliveryRecord, status: number): Promise<void> {
    const recorded = await this.deps.deliveries
      .updateOne(stillPending(delivery), {
        $inc: { attempts: 1 },
        $set: {
          status: 'delivered',
          responseStatus: status,
          lastError: null,
          deliveredAt: new Date(),
          nextAttemptAt: null,
        },
      })
      .exec();
    if (recorded.modifiedCount === 1) {
      await this.deps.webhooks
        .updateOne(
          { _id: delivery.webhookId, consecutiveFailures: { $ne: 0 } },
          { $set: { consecutiveFailures: 0 } },
        )
        .exec();
    }
  }

  /** Ends a delivery failed without a request (its endpoint is gone or off): not the receiver's failure. */
  private async end(delivery: WebhookDeliveryRecord, reason: string): Promise<void> {
    await this.deps.deliveries
      .updateOne(stillPending(delivery), {
        $set: { status: 'failed', lastError: reason, responseStatus: null, nextAttemptAt: null },
      })
      .exec();
  }

  /**
   * The round's last attempt failed: the delivery is failed and counts against its endpoint, which
   * is turned off at the threshold. The event that mails the admins is stored first and taken back
   * when another worker turned the endpoint off meanwhile, so the admins hear of it once, and a
   * crash between the two writes sends the mail rather than losing it.
   */
  private async failedEveryAttempt(
    delivery: WebhookDeliveryRecord,
    webhook: WebhookRecord,
    failure: { responseStatus: number | null; lastError: string },
  ): Promise<void> {
    const { deliveries, webhooks, disableAfterFailures, outbox, log } = this.deps;
    const recorded = await deliveries
      .updateOne(stillPending(delivery), {
        $inc: { attempts: 1 },
        $set: { ...failure, status: 'failed', nextAttemptAt: null },
      })
      .exec();
    if (recorded.modifiedCount !== 1) return;
    const counted = await webhooks
      .findOneAndUpdate(
        { _id: webhook._id },
        { $inc: { consecutiveFailures: 1 } },
        { returnDocument: 'after' },
      )
      .lean<WebhookRecord>()
      .exec();
    if (!counted || !counted.active || counted.consecutiveFailures < disableAfterFailures) return;
    const failures = counted.consecutiveFailures;
    const event = newEvent('webhook.endpoint_disabled', {
      webhookId: webhook._id.toHexString(),
      url: webhook.url,
      failures,
      lastError: failure.lastError,
    });
    await outbox.add(event);
    const turnedOff = await webhooks
      .updateOne(
        { _id: webhook._id, active: true },
        {
          $set: {
            active: false,
            disabledReason: `Turned off after ${failures} deliveries in a row failed every attempt (last: ${failure.lastError})`,
          },
        },
      )
      .exec();
    if (turnedOff.modifiedCount !== 1) {
      await outbox.withdraw(event.id);
      return;
    }
    log.warn(
      { webhookId: webhook._id.toHexString(), failures },
      'webhook turned off after repeated failures',
    );
    this.deps.kickRelay?.();
  }
}

/**
 * A delivery while it is still pending in its round: the condition of every change of it, so that
 * an outcome is recorded once, and never over a later round's.
 */
function stillPending(delivery: Pick<WebhookDeliveryRecord, '_id' | 'round'>) {
  return { _id: delivery._id, status: 'pending' as const, round: delivery.round };
}

/** The delivery's lastError: a few words, never the receiver's answer. */
export function describeFailure(outcome: PostOutcome): string {
  if (outcome.status === null) return outcome.error;
  if (outcome.status >= 300 && outcome.status < 400) return `Redirect not followed (${outcome.status})`;
  return `HTTP ${outcome.status}`;
}
