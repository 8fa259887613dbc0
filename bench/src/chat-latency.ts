// The assistant's own cost. Two measurements, each against a baseline of the same run:
//
// 1. Time to first token of a streamed chat answer, the model being a loopback stand-in for the
//    OpenAI API that waits a fixed UPSTREAM_DELAY_MS before its first chunk. Measured one request
//    at a time, interleaved, on three paths:
//      model alone      POST <fake>/v1/chat/completions (stream): the HTTP floor (baseline)
//      assistant        POST <assistant>/chat/stream: auth, input rules, daily limit, history
//                       context, the SDK, the leak guard's hold-back
//      gateway          POST /api/v0/chat/stream: the same through the gateway (CSRF, session
//                       hooks, the pass-through)
//    Each path's time to its first token minus the upstream delay is its overhead; "ours" is the
//    gateway path's overhead minus the model-alone floor. Prints p50/p95 (target p95 <= 30 ms).
// 2. The offline assistant (no model configured): answers per second on one core in-process, and
//    POST /api/v0/chat answered by it through the gateway (autocannon, loopback) against a bare
//    Fastify route answering a constant of the same shape.
//
//   pnpm --filter @smarthome/bench run bench:chat
//   BENCH_SAMPLES=200 BENCH_UPSTREAM_DELAY_MS=100 BENCH_SECONDS=5 ...
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerFromKnowledge } from '@smarthome/assistant';
import { startFakeOpenAI, startTestAssistant } from '@smarthome/assistant/testing';
import { buildGateway, parseConfig } from '@smarthome/gateway';
import { getFreePort, startTestInfra } from '@smarthome/service-kit/testing';
import { listenOnLoopback } from './loopback.js';
import { printTable } from './web-build.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const UPSTREAM_DELAY_MS = Number(process.env.BENCH_UPSTREAM_DELAY_MS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const OFFLINE_LOOP_MS = 2_000;
const WARM_UP = 20;
/** Samples per signed-in visitor: twice as many messages stay far under the daily limit set below. */
const MESSAGES_PER_VISITOR = 500;

const QUESTIONS = [
  'Cât costă pachetul Basic?',
  'Ce pachete aveți?',
  'cat costa un senzor de miscare',
  'Lucrați în Miroslava?',
  'Care este programul?',
  'Cât durează instalarea?',
  'Ce este Home Assistant?',
  'Care e capitala Franței?',
];

const ms = (value: number) => value.toFixed(1);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Milliseconds from sending the request to the first bytes of `marker` in its body. */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const start = performance.now();
  const answer = await fetch(url, init);
  if (!answer.ok || !answer.body) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  const reader = answer.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let elapsed = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(elapsed) && text.includes(marker)) elapsed = performance.now() - start;
  }
  if (Number.isNaN(elapsed)) throw new Error(`${url} never sent ${marker}: ${text.slice(0, 300)}`);
  return elapsed;
}

function offlineAnswersPerSecond(): number {
  let answered = 0;
  const end = performance.now() + OFFLINE_LOOP_MS;
  while (performance.now() < end) {
    for (const question of QUESTIONS) answerFromKnowledge(question);
    answered += QUESTIONS.length;
  }
  return answered / (OFFLINE_LOOP_MS / 1000);
}

async function gatewayFor(assistantGraphql: string): Promise<FastifyInstance> {
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  return buildGateway(
    parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ASSISTANT_URL: assistantGraphql,
      AUTH_URL: closed,
      CONTENT_URL: closed,
      OPERATIONS_URL: closed,
    }),
  );
}

async function main() {
  const infra = await startTestInfra({ prefix: 'bench_chat' });
  const fake = await startFakeOpenAI({
    firstChunkDelayMs: UPSTREAM_DELAY_MS,
    reply: 'Pachetul Basic costă 100 € și include configurarea completă a sistemului tău.',
    usage: { promptTokens: 100, completionTokens: 20 },
  });
  const serviceEnv = {
    ...infra.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    CHAT_DAILY_LIMIT: '10000',
    CHAT_CACHE_SECONDS: '0',
  };
  const modelAssistant = await startTestAssistant({ env: serviceEnv, fake });
  const offlineAssistant = await startTestAssistant({
    env: { ...serviceEnv, MONGODB_DB: `${infra.mongo.dbName}_offline` },
  });
  const gateway = await gatewayFor(modelAssistant.graphqlUrl);
  const gatewayUrl = await listenOnLoopback(gateway);
  const offlineGateway = await gatewayFor(offlineAssistant.graphqlUrl);
  const offlineGatewayUrl = await listenOnLoopback(offlineGateway);
  const bare = Fastify();
  bare.post('/chat', async () => ({ response: 'Pachetul Basic costă 100 €.' }));
  const bareUrl = await listenOnLoopback(bare);

  try {
    const bearers = await Promise.all(
      // One per MESSAGES_PER_VISITOR samples (two messages each: assistant and gateway), and one
      // for the offline assistant.
      Array.from({ length: Math.ceil((SAMPLES + WARM_UP) / MESSAGES_PER_VISITOR) + 1 }, async () => {
        const id = randomUUID();
        return `Bearer ${await infra.jwks.sign({ sub: id, email: `${id}@example.ro`, role: 'user' }, { expiresAt: '2h' })}`;
      }),
    );
    const chatBody = JSON.stringify({ messages: [{ role: 'user', content: 'Cât costă pachetul Basic?' }] });
    const request = (authorization: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: chatBody,
    });
    const modelBody = JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Cât costă pachetul Basic?' }],
    });
    const paths = {
      'model alone': (_: string) =>
        timeToFirst(
          `${fake.url}/chat/completions`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: modelBody },
          // The reply's first word: the role chunk before it comes at once.
          'Pachetul',
        ),
      assistant: (bearer: string) => timeToFirst(modelAssistant.streamUrl, request(bearer), 'event: delta'),
      gateway: (bearer: string) =>
        timeToFirst(`${gatewayUrl}/api/v0/chat/stream`, request(bearer), 'event: delta'),
    };
    const samples: Record<keyof typeof paths, number[]> = { 'model alone': [], assistant: [], gateway: [] };
    for (let index = 0; index < SAMPLES + WARM_UP; index += 1) {
      const bearer = bearers[Math.floor(index / MESSAGES_PER_VISITOR)]!;
      for (const [name, run] of Object.entries(paths) as [
        keyof typeof paths,
        (b: string) => Promise<number>,
      ][]) {
        const elapsed = (await run(bearer)) - UPSTREAM_DELAY_MS;
        if (index >= WARM_UP) samples[name].push(elapsed);
      }
    }

    console.log(
      `\nTime to first token, minus the model's ${UPSTREAM_DELAY_MS} ms, ${SAMPLES} requests each, one at a time (ms)`,
    );
    const sorted = Object.fromEntries(
      Object.entries(samples).map(([name, values]) => [name, [...values].sort((a, b) => a - b)]),
    ) as Record<keyof typeof paths, number[]>;
    printTable(
      ['path', 'p50', 'p95', 'max'],
      Object.entries(sorted).map(([name, values]) => [
        name,
        ms(quantile(values, 0.5)),
        ms(quantile(values, 0.95)),
        ms(values.at(-1) ?? Number.NaN),
      ]),
    );
    const ours = (q: number) => quantile(sorted.gateway, q) - quantile(sorted['model alone'], q);
    console.log(
      `ours (gateway - model alone): p50 ${ours(0.5).toFixed(1)} ms, p95 ${ours(0.95).toFixed(1)} ms (target p95 <= 30 ms)`,
    );

    const perSecond = offlineAnswersPerSecond();
    console.log(
      `\nOffline assistant in-process, one core: ${Math.round(perSecond).toLocaleString('en')} answers/s`,
    );

    const cannon = async (url: string, authorization?: string) => {
      const options = {
        url,
        method: 'POST' as const,
        connections: 10,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: chatBody,
      };
      await autocannon({ ...options, duration: 1 });
      const result = await autocannon({ ...options, duration: SECONDS });
      return {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors,
      };
    };
    const bareResult = await cannon(`${bareUrl}/chat`);
    // The answer cache is off: every request runs the offline assistant and its accounting.
    const offlineResult = await cannon(`${offlineGatewayUrl}/api/v0/chat`, bearers.at(-1));
    console.log('\nPOST /chat, 10 connections, loopback');
    printTable(
      ['path', 'req/s', 'p50', 'p99', 'non-2xx', 'vs bare'],
      [
        ['bare Fastify route (constant answer)', bareResult] as const,
        ['gateway → offline assistant', offlineResult] as const,
      ].map(([name, result]) => [
        name,
        result.rps.toFixed(0),
        String(result.p50),
        String(result.p99),
        String(result.bad),
        `${(result.rps / bareResult.rps).toPrecision(2)}×`,
      ]),
    );
  } finally {
    await Promise.allSettled([gateway.close(), offlineGateway.close(), bare.close()]);
    await Promise.allSettled([modelAssistant.close(), offlineAssistant.close()]);
    await fake.stop();
    await infra.stop();
  }
}

await main();
