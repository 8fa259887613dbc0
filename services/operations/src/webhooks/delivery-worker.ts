import { Worker, type Job } from 'bullmq';
import type { Logger, Redis } from '@smarthome/service-kit';
import type { DeliveryAttempts } from './delivery-attempt.js';
import { retryDelay, WEBHOOK_DELIVERY_QUEUE, type DeliveryJob } from './delivery-queue.js';

/** Thrown by a job whose attempt failed and has a retry left: BullMQ waits the round's next delay. */
class RetryLater extends Error {
  override readonly name = 'RetryLater';
}

/** The lastError of a delivery whose job BullMQ gave up on for a reason of this side. */
export const INTERRUPTED = 'Delivery interrupted';

/** Whether BullMQ puts a failed job back for another attempt. */
function willRetry(job: Job, error: Error): boolean {
  if (error.name === 'UnrecoverableError' || /stalled more than/i.test(error.message)) return false;
  return job.attemptsMade < (job.opts.attempts ?? 1);
}

export interface DeliveryWorkerOptions {
  redis: Redis;
  prefix: string;
  attempts: DeliveryAttempts;
  retryDelays: readonly number[];
  concurrency: number;
  /** The job's lock, renewed while an attempt runs; it lapses when the process died. */
  lockDurationMs: number;
  /** How often this worker takes back the jobs whose lock lapsed. */
  stalledIntervalMs: number;
  log: Logger;
}

/**
 * The worker of the delivery queue, in the operations process. A job is one round of attempts:
 * each failed attempt with a retry left throws, and BullMQ puts the job back after the round's
 * next wait (the `webhook-retry` backoff). A process killed mid-attempt stops renewing the job's
 * lock, and the next worker's stalled check hands the job out again: the delivery is tried
 * again rather than lost (it stays pending in the database meanwhile).
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): { close(): Promise<void> } {
  const { attempts, retryDelays, log } = options;
  const connection = options.redis.duplicate({
    maxRetriesPerRequest: null,
    connectionName: 'webhook-worker',
  });
  connection.on('error', () => undefined);
  const worker = new Worker<DeliveryJob>(
    WEBHOOK_DELIVERY_QUEUE,
    async (job: Job<DeliveryJob>) => {
      const result = await attempts.run(job.data, job.attemptsMade);
      if (result === 'retry') throw new RetryLater('attempt failed; retried after the next wait');
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
      // A job whose worker died comes back, a few times, before BullMQ gives up on it.
      maxStalledCount: 5,
      settings: {
        backoffStrategy: (attemptsMade: number) =>
          retryDelay(retryDelays, attemptsMade) ?? retryDelays.at(-1) ?? 0,
      },
    },
  );
  worker.on('error', (error) => {
    if (connection.status === 'ready') log.error({ err: error }, 'webhook delivery worker error');
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const retried = error instanceof RetryLater;
    if (!retried) log.error({ err: error, jobId: job.id }, 'webhook delivery attempt broke off');
    if (willRetry(job, error)) return;
    // BullMQ gave up on the job (attempts used up by errors of this side, or stalled too often):
    // the delivery must not stay pending with no job behind it, so it ends failed, and an admin
    // can send it again.
    attempts.abandon(job.data, retried ? null : INTERRUPTED).catch((failure: unknown) => {
      log.error({ err: failure, jobId: job.id }, 'could not record an abandoned webhook delivery');
    });
  });
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
