import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Where the event bus finds Redis: a `redis://` URL, ioredis options, or an ioredis client
 * whose settings (host, port, credentials, TLS, db) are reused. The bus always opens
 * connections of its own from it, with the settings its role needs, and closes them itself:
 * a service's shared client is never reconfigured or closed by the bus.
 */
export type RedisInput = string | RedisOptions | Redis;

/**
 * - `fail-fast`: producers and tooling. A command while disconnected fails at once
 *   (no offline queue) instead of waiting for the reconnect, so the relay notices an outage
 *   and keeps the events in the outbox.
 * - `blocking`: BullMQ workers, which need `maxRetriesPerRequest: null` (their blocking
 *   reads wait for the reconnect).
 */
export type ConnectionRole = 'fail-fast' | 'blocking';

/** Reconnects quickly at first, then every 2 s at most: an outage ends as soon as Redis is back. */
const retryStrategy = (times: number) => Math.min(times * 100, 2_000);

export function openRedis(input: RedisInput, role: ConnectionRole, connectionName?: string): Redis {
  const settings: RedisOptions = {
    retryStrategy,
    ...(connectionName ? { connectionName } : {}),
    ...(role === 'fail-fast'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { maxRetriesPerRequest: null }),
  };
  if (typeof input === 'string') return new Redis(input, settings);
  if (input instanceof Redis) return input.duplicate(settings);
  return new Redis({ ...input, ...settings });
}

/** Logs a connection's errors once per outage (not on every reconnect attempt) and its recovery. */
export function logConnectionOutages(emitter: NodeJS.EventEmitter, log: Logger, what: string): void {
  let down = false;
  emitter.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `${what}: Redis connection lost, retrying in the background`);
  });
  emitter.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${what}: Redis connection restored`);
  });
}

/** Closes a connection the bus opened, without waiting on a server that is gone. */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

/** A promise that rejects after `ms` (and the timer does not keep the process alive). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
