// The read path, as deployed: what a visitor's browser and an integrator read, through the real
// gateway and content service, each in a process of its own with production settings
// (NODE_ENV=production, LOG_LEVEL=info as an operator runs them, logs read off their stdout as a
// collector would), on the embedded MongoDB engine in its own process (or MONGODB_URI) holding the
// demo content of `make dev` topped up to a few pages of news. Against a baseline measured in the
// same run: a bare Node `http` + MongoDB driver route reading the same page of the same collection.
//
//   bare: GET /news?page=1&limit=12 (Node http + driver)     the baseline, 1.00×
//   content subgraph's GraphQL, direct                       what one subgraph call costs
//   GET /api/v0/news?page=1&limit=12                         the REST facade, as deployed
//   the same, public cache off (PUBLIC_CACHE_SECONDS=0)      every request runs GraphQL and the service
//   the same list through the gateway's /graphql             an integrator's query (a POST: never
//                                                            in the public cache)
//   the facade's list revalidated (If-None-Match → 304)      a browser or CDN that has it already,
//                                                            cache on and off
//   GET /api/v0/blog?page=1&limit=6                          the blog list
//   GET /about (pre-rendered page)                           a page of the web build
//   GET /blog/{id}/{slug} (page written by the server)       a post's page, cache on and off
//
// autocannon on loopback, bounded in time and connections, in rounds that each measure the baseline
// and every row. Prints the medians over the rounds of req/s, p50/p99 and each row's ratio to the
// baseline of its own round, and the CPU time each process spent per request; with
// BENCH_PROFILE=<dir>, the gateway and the content service write V8 CPU profiles to
// <dir>/<process>/ (`--cpu-prof`) when they stop.
// After the tables, whether the reads that miss the public cache meet their targets (TARGETS).
//   pnpm --filter @smarthome/bench run bench:read-path
//   BENCH_SECONDS=5 BENCH_ROUNDS=3 BENCH_CONNECTIONS=20 BENCH_ROWS=bare,facade ...
//   BENCH_NODE_ARGS='--max-semi-space-size=32' ...   flags for the gateway's and content's Node
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import {
  createTestJwks,
  getFreePort,
  startServiceProcess,
  startTestRedis,
  uniqueDbName,
  type ServiceProcess,
} from '@smarthome/service-kit/testing';
import { seedDemoContent, startRateFeed } from './content-stack.js';
import { loadKnobs } from './load-knobs.js';
import { startMongoProcess } from './mongo-process.js';
import { cpuMeter } from './process-cpu.js';
import { median } from './stats.js';
import { printTable, productionBuild, repoRoot } from './web-build.js';

const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS } = loadKnobs({ seconds: 5, rounds: 3 });
const WARM_UP_SECONDS = 1;
/** News items in the collection: a few pages, so a page of twelve is full. */
const NEWS_ITEMS = 36;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
/** Node options for the gateway and the content service only (V8 flags to try, say). */
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const ONLY = process.env.BENCH_ROWS?.split(',').map((row) => row.trim());

const NEWS_QUERY =
  'query NewsPage($page: Int, $limit: Int) { news(page: $page, limit: $limit) { data { id title slug description tags createdAt updatedAt } pages } }';
const NEWS_BODY = JSON.stringify({ query: NEWS_QUERY, variables: { page: 1, limit: 12 } });
const JSON_POST = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

/**
 * What a read that the public cache does not answer (a signed-in read, a GraphQL call, the first
 * read after a write) must reach against the baseline of its round: at least this share of its
 * throughput, at most this multiple of its p99.
 */
const TARGETS: { key: string; name: string; throughput: number; p99: number }[] = [
  { key: 'facade-uncached', name: 'REST facade, public cache off', throughput: 0.5, p99: 2 },
  { key: 'graphql', name: '/graphql', throughput: 0.6, p99: 2 },
];

interface Row {
  key: string;
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer must have (200 unless said). */
  status?: number;
}

interface Result {
  row: Row;
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status, and connection errors. */
  wrong: number;
  /** CPU milliseconds each process used per request while measured. */
  cpuPerRequest: Record<string, number>;
}

/** The processes whose CPU time is read around each measurement. */
type Meter = ReturnType<typeof cpuMeter>;

async function measure(row: Row, meter: Meter): Promise<Result> {
  const options = {
    url: row.url,
    connections: CONNECTIONS,
    method: row.method ?? 'GET',
    headers: row.headers ?? {},
    ...(row.body ? { body: row.body } : {}),
  };
  // A short warm-up (JIT, connection pools, the caches of parsed operations and query plans).
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const stop = meter.start();
  const result = await autocannon({ ...options, duration: SECONDS });
  const used = stop();
  const cpuPerRequest = Object.fromEntries(
    Object.entries(used).map(([name, ms]) => [name, ms / Math.max(1, result.requests.total)]),
  );
  const expected = String(row.status ?? 200);
  const right =
    (result.statusCodeStats as Record<string, { count: number } | undefined>)[expected]?.count ?? 0;
  return {
    row,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wrong: result.requests.total - right + result.errors,
    cpuPerRequest,
  };
}

/** Copies of the demo news (numbered, an hour apart) until the collection holds NEWS_ITEMS. */
async function topUpNews(uri: string, dbName: string): Promise<void> {
  const client = await new MongoClient(uri).connect();
  try {
    const news = client.db(dbName).collection('news');
    const existing = await news
      .find({}, { projection: { _id: 0, title: 1, description: 1, tags: 1 } })
      .toArray();
    const missing = NEWS_ITEMS - existing.length;
    if (missing <= 0 || existing.length === 0) return;
    const now = Date.now();
    await news.insertMany(
      Array.from({ length: missing }, (_, i) => {
        const source = existing[i % existing.length]!;
        const at = new Date(now - (existing.length + i + 1) * 3_600_000);
        return { ...source, title: `${String(source.title)} (${i + 2})`, createdAt: at, updatedAt: at };
      }),
    );
  } finally {
    await client.close();
  }
}

async function main() {
  const [mongo, redis, jwks, rateFeed] = await Promise.all([
    startMongoProcess(),
    startTestRedis(),
    createTestJwks(),
    startRateFeed(),
  ]);
  const processes: ServiceProcess[] = [];
  const dbName = uniqueDbName('bench_read_path');
  try {
    const dist = productionBuild();
    const seeded = await seedDemoContent(mongo.uri, dbName);
    await topUpNews(mongo.uri, dbName);
    console.log(
      `demo content: ${Object.entries(seeded)
        .map(([c, n]) => `${n} ${c}`)
        .join(', ')}, news topped up to ${NEWS_ITEMS}`,
    );

    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    const pids: Record<string, number | undefined> = { engine: mongo.pid, 'load generator': process.pid };
    /** A process of the stack; its CPU profiles (one per thread) land in BENCH_PROFILE/<name>/. */
    const start = async (
      name: string,
      entry: string,
      env: Record<string, string>,
      { readyPath = '/readyz', profile = false } = {},
    ) => {
      const nodeArgs = [
        ...(profile ? NODE_ARGS : []),
        ...(PROFILE_DIR && profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, name)}`] : []),
      ];
      const started = await startServiceProcess({
        entry,
        env,
        name,
        nodeArgs,
        readyPath,
        onOutput: () => undefined,
      });
      processes.push(started);
      pids[name] = started.child.pid;
      return started.origin;
    };

    const production = { NODE_ENV: 'production', LOG_LEVEL };
    const bare = await start('bare', fileURLToPath(new URL('./bare-news-server.ts', import.meta.url)), {
      MONGODB_URI: mongo.uri,
      MONGODB_DB: dbName,
    });
    const content = await start(
      'content',
      path.join(repoRoot, 'services/content/src/server.ts'),
      {
        ...production,
        MONGODB_URI: mongo.uri,
        MONGODB_DB: dbName,
        REDIS_URL: redis.url,
        AUTH_JWKS_URL: jwks.jwksUrl,
        AUTH_ISSUER: jwks.issuer,
        AUTH_AUDIENCE: jwks.audience,
        EXCHANGE_RATE_BNR_URL: rateFeed.url,
        EXCHANGE_RATE_FALLBACK_URL: rateFeed.url,
      },
      { profile: true },
    );
    const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
    // The gateway has only the content service behind it: an anonymous visitor needs no other, and
    // /readyz, which asks every subgraph, is replaced by /healthz.
    const startGateway = (name: string, cacheSeconds: string) =>
      start(
        name,
        path.join(repoRoot, 'gateway/src/server.ts'),
        {
          ...production,
          CONTENT_URL: `${content}/graphql`,
          AUTH_URL: closed,
          OPERATIONS_URL: closed,
          ASSISTANT_URL: closed,
          WEB_DIST_DIR: dist,
          PUBLIC_CACHE_SECONDS: cacheSeconds,
          CSRF_SECRET: 'bench-csrf-secret-of-at-least-32-characters',
          // Two gateways at once: each its own free metrics port.
          METRICS_PORT: '0',
        },
        { readyPath: '/healthz', profile: true },
      );
    const gateway = await startGateway('gateway', '2');
    const uncached = await startGateway('gateway-uncached', '0');

    const list = '/api/v0/news?page=1&limit=12';
    const first = await fetch(`${gateway}${list}`);
    if (first.status !== 200) throw new Error(`${list}: ${first.status} ${await first.text()}`);
    const etag = first.headers.get('etag');
    const { data: posts } = (await (await fetch(`${gateway}/api/v0/blog?page=1&limit=6`)).json()) as {
      data: { id: string; slug: string }[];
    };
    const post = posts[0];
    if (!post) throw new Error('no blog post seeded');
    const page = `/blog/${post.id}/${post.slug}`;
    const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

    const rows: Row[] = [
      { key: 'bare', name: 'bare: news page (Node http + driver)', url: `${bare}/news?page=1&limit=12` },
      {
        key: 'subgraph',
        name: "content subgraph's GraphQL, direct",
        url: `${content}/graphql`,
        method: 'POST',
        headers: JSON_POST,
        body: NEWS_BODY,
      },
      { key: 'facade', name: `GET ${list}`, url: `${gateway}${list}` },
      { key: 'facade-uncached', name: `GET ${list}, public cache off`, url: `${uncached}${list}` },
      {
        key: 'graphql',
        name: 'the same list through /graphql',
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: JSON_POST,
        body: NEWS_BODY,
      },
      ...(etag
        ? [
            {
              key: 'revalidate',
              name: `GET ${list}, If-None-Match → 304`,
              url: `${gateway}${list}`,
              headers: { 'if-none-match': etag },
              status: 304,
            },
            {
              key: 'revalidate-uncached',
              name: `GET ${list}, If-None-Match → 304, public cache off`,
              url: `${uncached}${list}`,
              headers: { 'if-none-match': etag },
              status: 304,
            },
          ]
        : []),
      { key: 'blog', name: 'GET /api/v0/blog?page=1&limit=6', url: `${gateway}/api/v0/blog?page=1&limit=6` },
      { key: 'prerendered', name: 'GET /about (pre-rendered page)', url: `${gateway}/about`, headers: html },
      {
        key: 'post',
        name: 'GET /blog/{id}/{slug} (server-written page)',
        url: `${gateway}${page}`,
        headers: html,
      },
      {
        key: 'post-uncached',
        name: 'GET /blog/{id}/{slug}, public cache off',
        url: `${uncached}${page}`,
        headers: html,
      },
    ];
    if (!etag) console.log(`${list} carries no ETag: no revalidation row`);
    const measured = rows.filter((row) => !ONLY || row.key === 'bare' || ONLY.includes(row.key));
    const meter = cpuMeter(pids);
    // Rounds, each measuring the baseline and then every row: the host's speed drifts over a run
    // of minutes (other tenants, caches, the JIT), so each row is compared with the baseline of its
    // own round, and the table shows the median over the rounds.
    const rounds: Result[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results: Result[] = [];
      for (const row of measured) results.push(await measure(row, meter));
      rounds.push(results);
    }
    console.log(
      `\nread path — ${CONNECTIONS} connections, ${SECONDS} s a row in each of ${ROUNDS} rounds, loopback, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}`,
    );
    console.log('medians over the rounds; each ratio is taken to the baseline of its own round\n');
    /** The median over the rounds of a figure of the row at `index`, given that round's baseline. */
    const column = (index: number, value: (result: Result, baseline: Result) => number) =>
      median(rounds.map((results) => value(results[index]!, results[0]!)));
    printTable(
      [
        'path',
        'req/s',
        'p50 ms',
        'p99 ms',
        'wrong answers',
        'throughput vs bare',
        'p99 vs bare',
        'req/s by round',
      ],
      measured.map((row, index) => [
        row.name,
        column(index, (r) => r.rps).toFixed(0),
        String(column(index, (r) => r.p50)),
        String(column(index, (r) => r.p99)),
        String(rounds.reduce((sum, results) => sum + results[index]!.wrong, 0)),
        `${column(index, (r, bare) => r.rps / bare.rps).toFixed(2)}×`,
        `${column(index, (r, bare) => r.p99 / bare.p99).toFixed(2)}×`,
        rounds.map((results) => results[index]!.rps.toFixed(0)).join(' / '),
      ]),
    );
    console.log('\ntargets, public cache off (medians of the ratios to the baseline of each round)\n');
    for (const target of TARGETS) {
      const index = measured.findIndex((row) => row.key === target.key);
      if (index < 0) continue;
      const throughput = column(index, (r, bare) => r.rps / bare.rps);
      const p99 = column(index, (r, bare) => r.p99 / bare.p99);
      const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
      console.log(
        `${target.name}: throughput ${throughput.toFixed(2)}× (target ≥ ${target.throughput}×, ${verdict(throughput >= target.throughput)}), ` +
          `p99 ${p99.toFixed(2)}× (target ≤ ${target.p99}×, ${verdict(p99 <= target.p99)})`,
      );
    }
    // Both paths end in the content subgraph: what it does alone bounds what they can reach.
    const alone = measured.findIndex((row) => row.key === 'subgraph');
    if (alone >= 0) {
      const ratio = column(alone, (r, bare) => r.rps / bare.rps);
      console.log(
        `bound: the content subgraph alone, called directly, ${ratio.toFixed(2)}× (both paths above go through it)`,
      );
    }
    console.log(
      '\nCPU milliseconds per request, by process, while measured (where the time goes; medians)\n',
    );
    const names = Object.keys(pids).filter((name) =>
      rounds[0]!.some((r) => r.cpuPerRequest[name] !== undefined),
    );
    const allProcesses = (result: Result) => Object.values(result.cpuPerRequest).reduce((a, b) => a + b, 0);
    printTable(
      ['path', ...names, 'all'],
      measured.map((row, index) => [
        row.name,
        ...names.map((name) => column(index, (r) => r.cpuPerRequest[name] ?? 0).toFixed(2)),
        column(index, allProcesses).toFixed(2),
      ]),
    );
  } finally {
    // SIGTERM: a graceful stop, which is also when a profiled process writes its profile.
    await Promise.allSettled(processes.map((started) => started.stop()));
    rateFeed.server.close();
    await Promise.allSettled([mongo.stop(), redis.stop(), jwks.stop()]);
  }
}

await main();
