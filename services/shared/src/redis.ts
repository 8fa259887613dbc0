import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type { Redis } from 'ioredis';

/**
 * Opens a Redis client that keeps reconnecting in the background: a service starts (and
 * answers /healthz) while Redis is down, and /readyz says so. Connection errors are logged
 * once per distinct message rather than on every retry.
 */
export function connectRedis({ url, name, log }: { url: string; name?: string; log?: Logger }): Redis {
  const redis = new Redis(url, { ...(name ? { connectionName: name } : {}) });
  let lastError: string | undefined;
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log?.warn({ err: error }, 'redis connection error');
  });
  redis.on('ready', () => {
    if (lastError) log?.info('redis connection restored');
    lastError = undefined;
  });
  return redis;
}

/**
 * Round trip to the server; rejects when it cannot answer. While the first connection is
 * being made the PING waits for it (the caller bounds the wait); once a connection was
 * lost it fails at once instead of queueing behind the reconnects.
 */
export async function pingRedis(redis: Redis): Promise<void> {
  const connecting = redis.status === 'wait' || redis.status === 'connecting' || redis.status === 'connect';
  if (redis.status !== 'ready' && !connecting) throw new Error(`not connected (status ${redis.status})`);
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected PING answer ${answer}`);
}

/**
 * Closes politely when connected (pending replies arrive), at once otherwise. Resolves only
 * once the connection has really ended: QUIT's reply comes before the socket closes.
 */
export async function closeRedis(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'end') return;
  const ended = new Promise<void>((resolve) => redis.once('end', () => resolve()));
  if (redis.status === 'ready') {
    const timer = setTimeout(() => redis.disconnect(), timeoutMs);
    redis.quit().catch(() => redis.disconnect());
    await ended;
    clearTimeout(timer);
    return;
  }
  redis.disconnect();
  // A client that never connected may not emit 'end'; do not wait for it forever.
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}
