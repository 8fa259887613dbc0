import { Counter, Gauge, type Registry } from 'prom-client';

/** The BullMQ states reported as queue depth. */
export const QUEUE_DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueDepthState = (typeof QUEUE_DEPTH_STATES)[number];

export interface OutboxBacklog {
  /** Outbox entries not yet published to Redis. */
  pending: number;
  /** Age of the oldest of them in milliseconds; null when there is none. */
  oldestPendingAgeMs: number | null;
}

type Labels = 'queue' | 'type';

/**
 * The event bus's metrics in one registry. Counters are incremented by the relay and the
 * consumers; the gauges are read when Prometheus scrapes (one Redis round trip per queue,
 * one Mongo count per outbox), so an idle process does no work for them.
 */
export interface EventMetrics {
  published: Counter<Labels>;
  processed: Counter<Labels>;
  duplicates: Counter<Labels>;
  retried: Counter<Labels>;
  failed: Counter<Labels>;
  /** Reports a queue's depth on scrape until the returned function is called. */
  watchQueue(queue: string, counts: () => Promise<Partial<Record<QueueDepthState, number>>>): () => void;
  /** Reports an outbox's backlog on scrape until the returned function is called. */
  watchOutbox(backlog: () => Promise<OutboxBacklog>): () => void;
}

const byRegistry = new WeakMap<Registry, EventMetrics>();

/** The event metrics of a registry, created on first use (relay and consumers share them). */
export function eventMetrics(registry: Registry): EventMetrics {
  const existing = byRegistry.get(registry);
  if (existing) return existing;

  const counter = (name: string, help: string) =>
    new Counter<Labels>({ name, help, labelNames: ['queue', 'type'], registers: [registry] });
  const queues = new Map<
    symbol,
    { queue: string; counts: () => Promise<Partial<Record<QueueDepthState, number>>> }
  >();
  const outboxes = new Map<symbol, () => Promise<OutboxBacklog>>();

  new Gauge({
    name: 'events_queue_jobs',
    help: 'Jobs in a BullMQ queue by state (failed = dead letters waiting for an operator)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A process may watch a queue twice (relay and consumer): report it once.
      const unique = new Map([...queues.values()].map((source) => [source.queue, source.counts]));
      await Promise.all(
        [...unique].map(async ([queue, counts]) => {
          try {
            const values = await counts();
            for (const state of QUEUE_DEPTH_STATES) this.set({ queue, state }, values[state] ?? 0);
          } catch {
            // Redis unreachable: no sample rather than a failed scrape (the relay logs the outage).
          }
        }),
      );
    },
  });

  const backlogs = async (): Promise<OutboxBacklog[]> => {
    const settled = await Promise.allSettled([...outboxes.values()].map((read) => read()));
    return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  };
  new Gauge({
    name: 'events_outbox_backlog',
    help: 'Outbox entries written but not yet published to Redis',
    registers: [registry],
    async collect() {
      const values = await backlogs();
      this.set(values.reduce((sum, value) => sum + value.pending, 0));
    },
  });
  new Gauge({
    name: 'events_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox entry not yet published (0 when none)',
    registers: [registry],
    async collect() {
      const ages = (await backlogs()).map((value) => value.oldestPendingAgeMs ?? 0);
      this.set(Math.max(0, ...ages) / 1000);
    },
  });

  const metrics: EventMetrics = {
    published: counter('events_published_total', 'Events published from the outbox to their queue'),
    processed: counter('events_processed_total', 'Events whose handler succeeded'),
    duplicates: counter(
      'events_duplicates_total',
      'Deliveries skipped because the event id was already processed',
    ),
    retried: counter('events_retried_total', 'Failed attempts that will be retried after a backoff'),
    failed: counter(
      'events_failed_total',
      'Events moved to the failed set (dead letters): attempts exhausted or poison messages',
    ),
    watchQueue(queue, counts) {
      const key = Symbol(queue);
      queues.set(key, { queue, counts });
      return () => queues.delete(key);
    },
    watchOutbox(backlog) {
      const key = Symbol('outbox');
      outboxes.set(key, backlog);
      return () => outboxes.delete(key);
    },
  };
  byRegistry.set(registry, metrics);
  return metrics;
}
