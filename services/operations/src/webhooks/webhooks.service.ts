import { randomBytes } from 'node:crypto';
import { AppError, toRecordId } from '@smarthome/service-kit';
import {
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
} from '@smarthome/service-kit/contracts/webhooks';
import type { DeliveryQueue } from './delivery-queue.js';
import type {
  DeliveryStatus,
  WebhookDeliveryModel,
  WebhookDeliveryRecord,
} from './webhook-deliveries.model.js';
import type { WebhookModel, WebhookRecord } from './webhooks.model.js';
import { validWebhookForm, type WebhookForm, type WebhookFormRules } from './webhooks.rules.js';

/** How many endpoints may exist: each event is sent to every one of them. */
export const WEBHOOKS_MAX = 20;

/** A webhook as the API shows it (never its secret). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  active: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookWithSecret {
  webhook: Webhook;
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  event: string;
  messageId: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface WebhookChange extends WebhookForm {
  active?: boolean | null;
}

export interface WebhooksServiceDeps {
  webhooks: WebhookModel;
  deliveries: WebhookDeliveryModel;
  queue: DeliveryQueue;
  rules: WebhookFormRules;
}

/** `whsec_` and the base64 of 24 random bytes, as Standard Webhooks libraries read it. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** The admins' endpoints and their delivery logs (the resolvers check the role). */
export class WebhooksService {
  constructor(private readonly deps: WebhooksServiceDeps) {}

  eventTypes(): Array<{ type: string; description: string }> {
    return WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_EVENT_DESCRIPTIONS[type] }));
  }

  /** Every endpoint, newest first. */
  async list(): Promise<Webhook[]> {
    const records = await this.deps.webhooks
      .find({})
      .sort({ createdAt: -1, _id: -1 })
      .lean<WebhookRecord[]>()
      .exec();
    return records.map(toWebhook);
  }

  async get(id: string): Promise<Webhook> {
    return toWebhook(await this.record(id));
  }

  async create(form: WebhookForm): Promise<WebhookWithSecret> {
    const fields = await validWebhookForm(form, this.deps.rules, { required: true });
    if ((await this.deps.webhooks.countDocuments({}).exec()) >= WEBHOOKS_MAX) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooManyWebhooks);
    }
    const secret = newWebhookSecret();
    const created = await this.deps.webhooks.create({
      url: fields.url!,
      events: fields.events!,
      description: fields.description ?? null,
      secret,
      active: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    return { webhook: toWebhook(created.toObject<WebhookRecord>()), secret };
  }

  /** The fields given change; `active: true` also forgets why and how often it failed. */
  async update(id: string, change: WebhookChange): Promise<Webhook> {
    const _id = toRecordId(id, WEBHOOK_MESSAGES.notFound);
    const fields = await validWebhookForm(change, this.deps.rules, { required: false });
    const set: Partial<WebhookRecord> = { ...fields };
    if (change.active === true)
      Object.assign(set, { active: true, disabledReason: null, consecutiveFailures: 0 });
    if (change.active === false) set.active = false;
    return toWebhook(await this.changed(_id, set));
  }

  /** Deletes the endpoint and its log; a job still queued finds no delivery and does nothing. */
  async delete(id: string): Promise<boolean> {
    const _id = toRecordId(id, WEBHOOK_MESSAGES.notFound);
    const { deletedCount } = await this.deps.webhooks.deleteOne({ _id }).exec();
    if (deletedCount === 0) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    await this.deps.deliveries.deleteMany({ webhookId: _id }).exec();
    return true;
  }

  /** A new secret at once: the next attempt of every delivery signs with it. */
  async rotateSecret(id: string): Promise<WebhookWithSecret> {
    const secret = newWebhookSecret();
    const record = await this.changed(toRecordId(id, WEBHOOK_MESSAGES.notFound), { secret });
    return { webhook: toWebhook(record), secret };
  }

  /** The endpoint's last deliveries, newest first. */
  async deliveries(webhookId: string): Promise<WebhookDelivery[]> {
    const webhook = await this.record(webhookId);
    const records = await this.deps.deliveries
      .find({ webhookId: webhook._id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(WEBHOOK_DELIVERIES_LISTED)
      .lean<WebhookDeliveryRecord[]>()
      .exec();
    return records.map(toWebhookDelivery);
  }

  /**
   * A failed delivery back to pending, in a new round with a job of its own: the same body and
   * webhook-id, the attempts counting on. Only a failed one: a delivered event is never sent twice.
   */
  async redeliver(webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    const webhook = await this.record(webhookId);
    const _id = toRecordId(deliveryId, WEBHOOK_MESSAGES.deliveryNotFound);
    const { deliveries, queue } = this.deps;
    const pending = await deliveries
      .findOneAndUpdate(
        { _id, webhookId: webhook._id, status: 'failed' },
        { $set: { status: 'pending', nextAttemptAt: new Date() }, $inc: { round: 1 } },
        { returnDocument: 'after' },
      )
      .lean<WebhookDeliveryRecord>()
      .exec();
    if (!pending) {
      const exists = await deliveries.exists({ _id, webhookId: webhook._id }).exec();
      if (!exists) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.onlyFailedRedelivered);
    }
    try {
      await queue.add({ deliveryId: pending._id.toHexString(), round: pending.round });
    } catch (error) {
      // Not queued: failed again as it was, so that it can be sent again later.
      await deliveries
        .updateOne(
          { _id, status: 'pending', round: pending.round },
          { $set: { status: 'failed', nextAttemptAt: null } },
        )
        .exec();
      throw error;
    }
    return toWebhookDelivery(pending);
  }

  private async record(id: string): Promise<WebhookRecord> {
    const record = await this.deps.webhooks
      .findById(toRecordId(id, WEBHOOK_MESSAGES.notFound))
      .lean<WebhookRecord>()
      .exec();
    return found(record);
  }

  /** The endpoint after setting `fields`. */
  private async changed(_id: WebhookRecord['_id'], fields: Partial<WebhookRecord>): Promise<WebhookRecord> {
    const record = await this.deps.webhooks
      .findByIdAndUpdate(_id, { $set: fields }, { returnDocument: 'after' })
      .lean<WebhookRecord>()
      .exec();
    return found(record);
  }
}

/** The endpoint read or changed; NOT_FOUND when there was none. */
function found(record: WebhookRecord | null): WebhookRecord {
  if (!record) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return record;
}

function toWebhook(record: WebhookRecord): Webhook {
  return {
    id: record._id.toHexString(),
    url: record.url,
    events: record.events,
    description: record.description ?? null,
    active: record.active,
    disabledReason: record.disabledReason ?? null,
    consecutiveFailures: record.consecutiveFailures,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

function toWebhookDelivery(record: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: record._id.toHexString(),
    event: record.event,
    messageId: record.messageId,
    status: record.status,
    attempts: record.attempts,
    responseStatus: record.responseStatus ?? null,
    lastError: record.lastError ?? null,
    createdAt: record.createdAt,
    deliveredAt: record.deliveredAt ?? null,
    nextAttemptAt: record.status === 'pending' ? (record.nextAttemptAt ?? null) : null,
  };
}
