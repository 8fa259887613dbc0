import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from '@smarthome/service-kit';

/**
 * The delivery jobs: one per round of attempts of one delivery, in a queue of its own beside the
 * event bus's (same Redis, same key prefix). A job carries only the delivery's id and round: the
 * body, the URL and the secret are read from the database at each attempt, so a secret rotated or
 * an endpoint turned off meanwhile is what counts.
 */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-deliveries';

/** The name of the custom backoff: the waits of WEBHOOK_RETRY_DELAYS_MS, one per retry. */
export const WEBHOOK_RETRY_BACKOFF = 'webhook-retry';

export interface DeliveryJob {
  deliveryId: string;
  /** The delivery's round when the job was added: a job of an older round finds nothing to do. */
  round: number;
}

/**
 * One job id per delivery and round: an event handled twice adds the same job (BullMQ ignores the
 * second), a redelivery (the next round) adds a new one.
 */
export function deliveryJobId({ deliveryId, round }: DeliveryJob): string {
  return `${deliveryId}-${round}`;
}

/** The wait before retry number `retry` (1 for the first retry), or undefined after the last. */
export function retryDelay(delays: readonly number[], retry: number): number | undefined {
  return delays[retry - 1];
}

export interface DeliveryQueueOptions {
  redis: Redis;
  prefix: string;
  retryDelays: readonly number[];
}

export class DeliveryQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<DeliveryJob>;
  private readonly jobOptions: JobsOptions;

  constructor({ redis, prefix, retryDelays }: DeliveryQueueOptions) {
    // A connection of its own, failing a command during an outage instead of holding it, so a
    // caller (the fan-out, a redelivery) learns at once that the job was not added.
    this.connection = redis.duplicate({ maxRetriesPerRequest: 1, connectionName: 'webhook-deliveries' });
    this.connection.on('error', () => undefined);
    this.queue = new Queue<DeliveryJob>(WEBHOOK_DELIVERY_QUEUE, { connection: this.connection, prefix });
    this.queue.on('error', () => undefined);
    this.jobOptions = {
      // The first attempt and one per wait; a job's retries after a crash come back too (stalled).
      attempts: retryDelays.length + 1,
      backoff: { type: WEBHOOK_RETRY_BACKOFF },
      removeOnComplete: { age: 24 * 60 * 60 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    };
  }

  async add(job: DeliveryJob): Promise<void> {
    await this.queue.add('deliver', job, { ...this.jobOptions, jobId: deliveryJobId(job) });
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
