import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { EventEnvelope, EventType, QueueName } from '../events/contracts.js';

/**
 * Puts an event on a queue as the relay publishes it (the event id as job id), for a test of a
 * service's consumer without the producing service.
 */
export async function publishTestEvent(
  { redis, queue, prefix }: { redis: string; queue: QueueName; prefix?: string },
  event: EventEnvelope<EventType>,
): Promise<void> {
  const connection = new Redis(redis, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  const client = new Queue(queue, { connection, ...(prefix ? { prefix } : {}) });
  try {
    await client.add(event.type, event, { jobId: event.id });
  } finally {
    await client.close();
    connection.disconnect();
  }
}
