// Benchmark of the event bus of @smarthome/service-kit, on loopback:
//   outbox (event written inside the domain document) -> relay -> BullMQ -> consumer (ledger)
// against a baseline measured in the same run: a bare BullMQ Queue.add -> Worker round trip
// on the same Redis, with the same worker concurrency. Prints throughput, latency at a steady
// load (p50/p95 from the start of the write to the handler), and the ratios.
// Throughput is measured in rounds, each timing the baseline and then the bus, and each ratio is
// taken to the baseline of its own round: the bus's throughput depends on how many events each
// relay round carries, which varies from run to run, and the host's speed drifts. The table shows
// the medians, with every round's figure, and the CPU time each process spent per event.
// Every loop is bounded in count and in time.
//   pnpm --filter @smarthome/bench run bench:events
//   BENCH_EVENTS=4000 BENCH_ROUNDS=3 BENCH_RATE=200 BENCH_LATENCY_EVENTS=1000 ...   sizes
//   BENCH_LOAD_PAUSE_MS=10 ...        the relay's loadPauseMs (its default unless set)
//   BENCH_ENGINE_PROFILE=<dir> ...   the embedded engine writes a V8 CPU profile there when it stops
//   MONGODB_URI=mongodb://... REDIS_URL=redis://... ...             real servers instead of the embedded ones
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { connectMongo, createLogger, type Connection } from '@smarthome/service-kit';
import {
  newEvent,
  startConsumer,
  startOutboxRelay,
  withOutbox,
  type EventEnvelope,
} from '@smarthome/service-kit/events';
import { startTestRedis } from '@smarthome/service-kit/testing';
import { startMongoProcess } from './src/mongo-process.js';
import { cpuMeter } from './src/process-cpu.js';
import { median } from './src/stats.js';

const THROUGHPUT_EVENTS = Math.max(100, Number(process.env.BENCH_EVENTS ?? 4_000));
const ROUNDS = Math.min(9, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)));
/** Events each system handles before it is measured: its code compiled, its pools and scripts ready. */
const WARM_UP_EVENTS = Math.ceil(THROUGHPUT_EVENTS / 4);
const LOAD_PAUSE_MS = process.env.BENCH_LOAD_PAUSE_MS ? Number(process.env.BENCH_LOAD_PAUSE_MS) : undefined;
const RATE_PER_S = Math.max(10, Number(process.env.BENCH_RATE ?? 200));
const LATENCY_EVENTS = Math.max(50, Number(process.env.BENCH_LATENCY_EVENTS ?? 1_000));
const CONCURRENCY = 8;
const PHASE_BUDGET_MS = 60_000;

interface Row {
  metric: string;
  value: string;
  detail: string;
}
const rows: Row[] = [];

/** The bus's targets, each printed after the table as met or missed. */
const TARGET_PER_S = 1_000;
const TARGET_RATIO = 0.5;
const TARGET_P95_MS = 20;
const targets: Array<{ target: string; measured: string; met: boolean }> = [];

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Resolves when `n` completions were counted, or rejects after the phase budget. */
class Completion {
  private count = 0;
  private resolve: (() => void) | undefined;
  constructor(private readonly target: number) {}
  hit(): void {
    this.count += 1;
    if (this.count >= this.target) this.resolve?.();
  }
  done(): Promise<void> {
    if (this.count >= this.target) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.count} of ${this.target} events within ${PHASE_BUDGET_MS} ms`)),
        PHASE_BUDGET_MS,
      );
      this.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** One measured system: `send(id)` emits one event; the handler calls `received(id)`. */
interface System {
  send(id: string): Promise<void>;
  setReceiver(received: (id: string) => void): void;
  close(): Promise<void>;
}

/** Reads the CPU time of the processes that take part, around a throughput phase. */
type Meter = ReturnType<typeof cpuMeter>;

interface ThroughputResult {
  perSecond: number;
  writeP50: number;
  /** CPU milliseconds each process used per event while measured. */
  cpuPerEvent: Record<string, number>;
}

/** Sends `count` events back to back (each awaited, as a request would) and times until the last is handled. */
async function throughput(system: System, count: number, meter: Meter): Promise<ThroughputResult> {
  const completion = new Completion(count);
  system.setReceiver(() => completion.hit());
  const writes: number[] = [];
  const stop = meter.start();
  const started = performance.now();
  for (let i = 0; i < count && performance.now() - started < PHASE_BUDGET_MS; i += 1) {
    const t0 = performance.now();
    await system.send(randomUUID());
    writes.push(performance.now() - t0);
  }
  await completion.done();
  const seconds = (performance.now() - started) / 1000;
  const used = stop();
  return {
    perSecond: count / seconds,
    cpuPerEvent: Object.fromEntries(Object.entries(used).map(([name, ms]) => [name, ms / count])),
    writeP50: percentile(
      writes.sort((a, b) => a - b),
      50,
    ),
  };
}

/** Sends at a fixed rate and measures, per event, start of the write -> handler. */
async function latency(
  system: System,
  count: number,
  ratePerS: number,
): Promise<{ p50: number; p95: number }> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const completion = new Completion(count);
  system.setReceiver((id) => {
    const t0 = sentAt.get(id);
    if (t0 !== undefined) latencies.push(performance.now() - t0);
    completion.hit();
  });
  const intervalMs = 1000 / ratePerS;
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < count && performance.now() - started < PHASE_BUDGET_MS; i += 1) {
    // Open loop: the next send starts on schedule, whatever the previous ones are doing.
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const id = randomUUID();
    sentAt.set(id, performance.now());
    inFlight.push(system.send(id));
  }
  await Promise.all(inFlight);
  await completion.done();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * Queue.add straight from the "request", after `write` if given, and a bare Worker on the other
 * side: the baseline without `write`, the floor with a document insert.
 */
function directAdd(redisUrl: string, write?: (id: string) => Promise<unknown>): System {
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  const producer = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const consumer = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('bench', { connection: producer, prefix });
  let received: (id: string) => void = () => undefined;
  const worker = new Worker(
    'bench',
    async (job) => {
      received((job.data as { id: string }).id);
    },
    { connection: consumer, prefix, concurrency: CONCURRENCY },
  );
  return {
    async send(id) {
      await write?.(id);
      await queue.add('bench', { id }, { jobId: id, removeOnComplete: { age: 3600 } });
    },
    setReceiver(receive) {
      received = receive;
    },
    async close() {
      await worker.close();
      await queue.close();
      producer.disconnect();
      consumer.disconnect();
    },
  };
}

/** A contact message as the bus's producer writes it, without the event. */
const contactMessage = (id: string) => ({
  messageId: id,
  name: 'Bench',
  email: 'bench@example.ro',
  message: 'Un mesaj de test.',
});

/**
 * The floor of any design that keeps its data in MongoDB: the request writes its document (without
 * an event in it) and then adds the job itself. No outbox, no relay, no ledger, and none of their
 * guarantees (a crash or a Redis outage between the two writes loses the event). What the bus
 * costs beyond this is the price of those guarantees.
 */
function dualWrite(connection: Connection, redisUrl: string): System {
  const contacts = connection.db!.collection('contacts_dual_write');
  return directAdd(redisUrl, (id) => contacts.insertOne({ _id: id as never, ...contactMessage(id) }));
}

/** The event bus: a domain write carrying its event, the relay kicked, the consumer with its ledger. */
function eventBus(connection: Connection, redisUrl: string): System {
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  const log = createLogger({ name: 'bench', level: 'warn' });
  const relay = startOutboxRelay({
    connection,
    redis: redisUrl,
    collections: ['contacts'],
    log,
    prefix,
    ...(LOAD_PAUSE_MS === undefined ? {} : { loadPauseMs: LOAD_PAUSE_MS }),
  });
  let received: (id: string) => void = () => undefined;
  const consumer = startConsumer({
    queue: 'email',
    connection,
    redis: redisUrl,
    log,
    prefix,
    concurrency: CONCURRENCY,
    handlers: {
      'contact.received': async (event: EventEnvelope<'contact.received'>) =>
        received(event.payload.messageId),
    },
  });
  const contacts = connection.db!.collection('contacts');
  return {
    async send(id) {
      const message = contactMessage(id);
      await contacts.insertOne(
        withOutbox({ _id: id as never, ...message }, newEvent('contact.received', message)),
      );
      relay.kick();
    },
    setReceiver(receive) {
      received = receive;
    },
    async close() {
      await consumer.close();
      await relay.stop();
    },
  };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const [mongo, redis] = await Promise.all([startMongoProcess(), startTestRedis()]);
  const connection = await connectMongo({
    uri: mongo.uri,
    dbName: `bench_events_${randomUUID().slice(0, 8)}`,
  });
  try {
    const baseline = directAdd(redis.url);
    const floor = dualWrite(connection, redis.url);
    const bus = eventBus(connection, redis.url);
    try {
      // The benchmark's own process is the producer, the relay and the consumer (or the worker).
      const meter = cpuMeter({
        'producer, relay, consumer': process.pid,
        engine: mongo.pid,
        redis: redis.pid,
      });
      // A warm-up of each (JIT, connections, scripts loaded into Redis, indexes).
      await throughput(baseline, WARM_UP_EVENTS, meter);
      await throughput(floor, WARM_UP_EVENTS, meter);
      await throughput(bus, WARM_UP_EVENTS, meter);

      const rounds: Array<{ base: ThroughputResult; floor: ThroughputResult; bus: ThroughputResult }> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push({
          base: await throughput(baseline, THROUGHPUT_EVENTS, meter),
          floor: await throughput(floor, THROUGHPUT_EVENTS, meter),
          bus: await throughput(bus, THROUGHPUT_EVENTS, meter),
        });
      }
      /** The median over the rounds, and each round's figure. */
      const overRounds = (figure: (round: (typeof rounds)[number]) => number, digits = 0) => ({
        median: median(rounds.map(figure)),
        each: rounds.map((round) => fmt(figure(round), digits)).join(' / '),
      });
      const basePerS = overRounds((r) => r.base.perSecond);
      const floorPerS = overRounds((r) => r.floor.perSecond);
      const busPerS = overRounds((r) => r.bus.perSecond);
      const ratio = overRounds((r) => r.bus.perSecond / r.base.perSecond, 2);
      const floorRatio = overRounds((r) => r.floor.perSecond / r.base.perSecond, 2);
      const busToFloor = overRounds((r) => r.bus.perSecond / r.floor.perSecond, 2);
      const baseWrite = overRounds((r) => r.base.writeP50);
      const floorWrite = overRounds((r) => r.floor.writeP50);
      const busWrite = overRounds((r) => r.bus.writeP50);
      /** Microseconds of CPU per event, by process and in all: medians over the rounds. */
      const cpu = (side: 'base' | 'floor' | 'bus') => {
        const names = Object.keys(rounds[0]![side].cpuPerEvent);
        const of = (name: string) => median(rounds.map((r) => r[side].cpuPerEvent[name] ?? 0)) * 1000;
        return {
          all: names.reduce((sum, name) => sum + of(name), 0),
          detail: names.map((name) => `${name} ${fmt(of(name))}`).join(', '),
        };
      };
      const baseLatency = await latency(baseline, LATENCY_EVENTS, RATE_PER_S);
      const busLatency = await latency(bus, LATENCY_EVENTS, RATE_PER_S);

      rows.push(
        {
          metric: 'baseline: Queue.add -> Worker',
          value: `${fmt(basePerS.median)} ev/s`,
          detail: `${fmt(THROUGHPUT_EVENTS)} events sent back to back; by round ${basePerS.each}; add p50 ${fmt(baseWrite.median, 2)} ms`,
        },
        {
          metric: 'floor: insertOne + Queue.add -> Worker',
          value: `${fmt(floorPerS.median)} ev/s`,
          detail: `same, no outbox; by round ${floorPerS.each}; insert + add p50 ${fmt(floorWrite.median, 2)} ms; ${fmt(floorRatio.median, 2)}x baseline (${floorRatio.each})`,
        },
        {
          metric: 'outbox -> relay -> BullMQ -> consumer',
          value: `${fmt(busPerS.median)} ev/s`,
          detail: `same; by round ${busPerS.each}; domain write p50 ${fmt(busWrite.median, 2)} ms (what a request waits)`,
        },
        {
          metric: 'throughput ratio (bus / baseline)',
          value: `${fmt(ratio.median, 2)}x`,
          detail: `each round to its own baseline: ${ratio.each}; to its floor ${fmt(busToFloor.median, 2)}x (${busToFloor.each})`,
        },
        {
          metric: `baseline latency @ ${fmt(RATE_PER_S)} ev/s`,
          value: `${fmt(baseLatency.p50, 2)} ms`,
          detail: `p50; p95 ${fmt(baseLatency.p95, 2)} ms (${fmt(LATENCY_EVENTS)} events, add start -> processor)`,
        },
        {
          metric: `bus latency @ ${fmt(RATE_PER_S)} ev/s`,
          value: `${fmt(busLatency.p50, 2)} ms`,
          detail: `p50; p95 ${fmt(busLatency.p95, 2)} ms (domain write start -> handler)`,
        },
        {
          metric: 'latency ratio (bus / baseline)',
          value: `${fmt(busLatency.p50 / baseLatency.p50, 2)}x`,
          detail: `p50; p95 ${fmt(busLatency.p95 / baseLatency.p95, 2)}x`,
        },
      );
      const baseCpu = cpu('base');
      const floorCpu = cpu('floor');
      const busCpu = cpu('bus');
      if (baseCpu.detail) {
        rows.push(
          { metric: 'baseline CPU per event', value: `${fmt(baseCpu.all)} µs`, detail: baseCpu.detail },
          { metric: 'floor CPU per event', value: `${fmt(floorCpu.all)} µs`, detail: floorCpu.detail },
          { metric: 'bus CPU per event', value: `${fmt(busCpu.all)} µs`, detail: busCpu.detail },
        );
      }
      targets.push(
        {
          target: `bus throughput >= ${fmt(TARGET_PER_S)} ev/s`,
          measured: `${fmt(busPerS.median)} ev/s`,
          met: busPerS.median >= TARGET_PER_S,
        },
        {
          target: `bus throughput >= ${fmt(TARGET_RATIO, 1)}x baseline`,
          measured: `${fmt(ratio.median, 2)}x`,
          met: ratio.median >= TARGET_RATIO,
        },
        {
          target: `bus p95 latency @ ${fmt(RATE_PER_S)} ev/s <= ${fmt(TARGET_P95_MS)} ms`,
          measured: `${fmt(busLatency.p95, 2)} ms`,
          met: busLatency.p95 <= TARGET_P95_MS,
        },
      );
    } finally {
      await bus.close();
      await floor.close();
      await baseline.close();
    }
  } finally {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
    await Promise.allSettled([mongo.stop(), redis.stop()]);
  }

  const w0 = Math.max(...rows.map((r) => r.metric.length), 6);
  const w1 = Math.max(...rows.map((r) => r.value.length), 5);
  const target = `${process.env.MONGODB_URI ? 'MongoDB at MONGODB_URI' : '@smarthome/embedded-mongo (own process)'} + ${process.env.REDIS_URL ? 'Redis at REDIS_URL' : 'redis-server'}`;
  console.log(
    `event bus benchmark: ${target}, concurrency ${CONCURRENCY}, ${ROUNDS} rounds (medians), node ${process.version}, loopback, ${fmt((performance.now() - startedAt) / 1000, 1)} s total`,
  );
  console.log(`${'metric'.padEnd(w0)}  ${'value'.padStart(w1)}  detail`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(30)}`);
  for (const r of rows) console.log(`${r.metric.padEnd(w0)}  ${r.value.padStart(w1)}  ${r.detail}`);
  console.log('');
  for (const t of targets) console.log(`target ${t.met ? 'met   ' : 'MISSED'}  ${t.target}: ${t.measured}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
