import { Queue } from 'bullmq';
import { QUEUES } from './contracts.js';
import { closeConnection, openRedis, withTimeout, type RedisInput } from './connection.js';

/*
 * Dead letters are BullMQ's failed set: jobs whose attempts ran out, and poison messages
 * failed at once. They stay there (removeOnFail: false) until an operator replays them
 * (`make events-replay ID=…`) once the cause is gone, or removes them.
 */

export interface FailedEvent {
  /** The event id (= job id): what `replayFailedEvent` takes. */
  id: string;
  queue: string;
  /** The event type (= job name). */
  type: string;
  attemptsMade: number;
  /** The last error's message (for poison messages it starts with "poison message:"). */
  failedReason: string;
  /** When the last attempt failed (ISO-8601). */
  failedAt: string | null;
  occurredAt: string | null;
  payload: unknown;
}

export interface DeadLetterOptions {
  /** Redis of the queues; a connection is opened for the call and closed after it. */
  redis: RedisInput;
  /** The queues to look in. Default: every queue of the contract. */
  queues?: string[];
  /** BullMQ key prefix. Default `bull`. */
  prefix?: string;
  /** Gives up when Redis does not answer by then. Default 10 s. */
  timeoutMs?: number;
}

/** The dead letters of the queues, newest failure first (at most `limit` per queue, default 1000). */
export async function listFailedEvents(
  options: DeadLetterOptions & { limit?: number },
): Promise<FailedEvent[]> {
  const limit = options.limit ?? 1_000;
  return withQueues(options, async (queues) => {
    const lists = await Promise.all(
      queues.map(async (queue) => {
        const jobs = await queue.getFailed(0, limit - 1);
        return jobs.map((job): FailedEvent => {
          const data = (job.data ?? {}) as { occurredAt?: unknown; payload?: unknown };
          return {
            id: String(job.id),
            queue: queue.name,
            type: job.name,
            attemptsMade: job.attemptsMade,
            failedReason: job.failedReason,
            failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
            occurredAt: typeof data.occurredAt === 'string' ? data.occurredAt : null,
            payload: data.payload,
          };
        });
      }),
    );
    return lists.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
  });
}

/**
 * Puts a dead letter back in its queue with a fresh set of attempts (the cause is meant to
 * be fixed). The consumer's ledger still guards against doing the work twice. An event of a
 * type that fans out has a job of the same id in each of its queues: the failed ones are
 * replayed, those already handled are left alone. Throws when no queue holds a failed job
 * with that id.
 */
export async function replayFailedEvent(
  options: DeadLetterOptions & { id: string },
): Promise<{ id: string; queue: string; queues: string[] }> {
  return withQueues(options, async (queues) => {
    const replayed: string[] = [];
    let notFailed: string | undefined;
    for (const queue of queues) {
      const job = await queue.getJob(options.id);
      if (!job) continue;
      const state = await job.getState();
      if (state !== 'failed') {
        notFailed ??= `event ${options.id} in queue ${queue.name} is ${state}, not failed`;
        continue;
      }
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      replayed.push(queue.name);
    }
    if (replayed.length > 0) return { id: options.id, queue: replayed[0]!, queues: replayed };
    throw new Error(
      notFailed ?? `no event ${options.id} in queues ${queues.map((queue) => queue.name).join(', ')}`,
    );
  });
}

async function withQueues<T>(options: DeadLetterOptions, use: (queues: Queue[]) => Promise<T>): Promise<T> {
  const connection = openRedis(options.redis, 'fail-fast', 'events-dead-letters');
  let lastError: Error | undefined;
  connection.on('error', (error: Error) => (lastError = error));
  const names = options.queues ?? Object.values(QUEUES);
  const queues = names.map((name) => {
    const queue = new Queue(name, { connection, ...(options.prefix ? { prefix: options.prefix } : {}) });
    queue.on('error', () => undefined);
    return queue;
  });
  try {
    return await withTimeout(use(queues), options.timeoutMs ?? 10_000, 'Redis').catch((error: unknown) => {
      throw lastError && connection.status !== 'ready'
        ? new Error(`Redis unreachable: ${lastError.message}`, { cause: error })
        : error;
    });
  } finally {
    await Promise.allSettled(queues.map((queue) => withTimeout(queue.close(), 2_000, 'closing a queue')));
    await closeConnection(connection);
  }
}
