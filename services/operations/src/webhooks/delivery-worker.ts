import { Worker, type Job } from 'bullmq';
import type { Logger, Redis } from '@smarthome/service-kit';
import type { DeliveryAttempts } from './delivery-attempt.js';
import { retryDelay, WEBHOOK_DELIVERY_QUEUE, type DeliveryJob } from './delivery-queue.js';

/** Thrown by a job whose attempt failed and has a retry left: BullMQ waits the round's next delay. */
class RetryLater extends Error {
  override readonly name = 'RetryLater';
}

export interface DeliveryWorkerOptions {
  redis: Redis;
  prefix: string;
  attempts: DeliveryAttempts;
  retryDelays: readonly number[];
  concurrency: number;
  timeoutMs: number;
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
      // An attempt lasts at most the timeout: the lock outlives it with room to spare.
      lockDuration: Math.max(30_000, options.timeoutMs * 3),
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
    if (error instanceof RetryLater || error.name === 'RetryLater') return;
    log.error({ err: error, jobId: job?.id }, 'webhook delivery job failed');
  });
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
