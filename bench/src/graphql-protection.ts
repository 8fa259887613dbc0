// What the gateway's GraphQL protections (the query limits on tokens, depth, aliases, directives
// and cost; introspection and suggestions off) cost a dashboard read. Two gateways in one run, each
// in a process of its own with production settings: one as deployed (the default limits), one with
// every limit off (GRAPHQL_MAX_*=0, the baseline). Behind both, the content service holding the
// demo content of `make dev`, on the embedded MongoDB engine in its own process (or MONGODB_URI).
//
// The request is the dashboard's news list as the web app sends it (AdminNewsList, page 1 of 10,
// with the `__typename` Apollo Client adds), signed in as an admin: the bearer token of a session
// signed with a test key the content service trusts (no auth service: what the gateway and the
// content service do with it is the same as with the session cookie). Two rows:
//   - the same document each time, as the dashboard sends it: Apollo Server parses and validates a
//     document once and then reuses it, so the limits run once;
//   - a new document each request (a numbered comment): parsing and validation, limits included,
//     run every time, the worst case for them.
//
// autocannon on loopback, bounded in time and connections, in rounds that each measure both
// gateways (in alternating order) on each row; prints the medians over the rounds of req/s,
// p50/p99 and the ratio limits-on / limits-off of each round (target at least 0.9×), and the CPU
// milliseconds the gateway process used per request (from /proc), which moves less than req/s
// when other work shares the host.
//   pnpm --filter @smarthome/bench run bench:graphql-protection
//   BENCH_SECONDS=4 BENCH_ROUNDS=5 BENCH_CONNECTIONS=20 ...
import path from 'node:path';
import autocannon from 'autocannon';
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
import { cpuMilliseconds } from './process-cpu.js';
import { median } from './stats.js';
import { printTable, repoRoot } from './web-build.js';

const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS } = loadKnobs({ seconds: 4, rounds: 5 });
const WARM_UP_SECONDS = 1;
const TARGET_RATIO = 0.9;

/** web/src/features/news-admin/api/news-admin.graphql's list, as Apollo Client sends it. */
const ADMIN_NEWS_LIST = `query AdminNewsList($page: Int!, $limit: Int!) {
  news(page: $page, limit: $limit) {
    data {
      ...AdminNews
      __typename
    }
    pages
    __typename
  }
}

fragment AdminNews on News {
  id
  title
  description
  tags
  createdAt
  updatedAt
  __typename
}`;
const VARIABLES = { page: 1, limit: 10 };
const bodyOf = (query: string) =>
  JSON.stringify({ operationName: 'AdminNewsList', query, variables: VARIABLES });

const LIMITS_OFF = {
  GRAPHQL_MAX_DEPTH: '0',
  GRAPHQL_MAX_ALIASES: '0',
  GRAPHQL_MAX_DIRECTIVES: '0',
  GRAPHQL_MAX_TOKENS: '0',
  GRAPHQL_MAX_COST: '0',
};

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 200, and connection errors. */
  wrong: number;
  /** CPU milliseconds the gateway used per request (NaN where /proc cannot be read). */
  gatewayCpu: number;
}

interface Target {
  url: string;
  pid: number | undefined;
}

async function measure(
  target: Target,
  headers: Record<string, string>,
  freshDocuments: boolean,
): Promise<Measured> {
  let counter = 0;
  const options = {
    url: target.url,
    connections: CONNECTIONS,
    method: 'POST' as const,
    headers,
    body: bodyOf(ADMIN_NEWS_LIST),
    ...(freshDocuments
      ? {
          requests: [
            {
              // A comment makes another document for Apollo Server's cache of parsed documents.
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: bodyOf(`${ADMIN_NEWS_LIST}\n# ${(counter += 1)}`),
              }),
            },
          ],
        }
      : {}),
  };
  // A short warm-up (JIT, connection pools, the caches of parsed operations and query plans).
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = cpuMilliseconds(target.pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuAfter = cpuMilliseconds(target.pid);
  const ok = (result.statusCodeStats as Record<string, { count: number } | undefined>)['200']?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wrong: result.requests.total - ok + result.errors,
    gatewayCpu:
      cpuBefore === undefined || cpuAfter === undefined
        ? Number.NaN
        : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function main() {
  const [mongo, redis, jwks, rateFeed] = await Promise.all([
    startMongoProcess(),
    startTestRedis(),
    createTestJwks(),
    startRateFeed(),
  ]);
  const processes: ServiceProcess[] = [];
  const dbName = uniqueDbName('bench_graphql_protection');
  try {
    await seedDemoContent(mongo.uri, dbName);
    const start = async (name: string, entry: string, env: Record<string, string>, readyPath = '/readyz') => {
      const started = await startServiceProcess({ entry, env, name, readyPath, onOutput: () => undefined });
      processes.push(started);
      return { url: `${started.origin}/graphql`, pid: started.child.pid };
    };
    const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const { url: contentUrl } = await start(
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
    );
    const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
    // Only the content service behind the gateways (the news list needs no other); /readyz, which
    // asks every subgraph, is replaced by /healthz.
    const startGateway = (name: string, limits: Record<string, string>) =>
      start(
        name,
        path.join(repoRoot, 'gateway/src/server.ts'),
        {
          ...production,
          CONTENT_URL: contentUrl,
          AUTH_URL: closed,
          OPERATIONS_URL: closed,
          ASSISTANT_URL: closed,
          GRAPHQL_INTROSPECTION: 'false',
          CSRF_SECRET: 'bench-csrf-secret-of-at-least-32-characters',
          // Two gateways at once: each its own free metrics port.
          METRICS_PORT: '0',
          ...limits,
        },
        '/healthz',
      );
    const gateways = [
      { name: 'limits on (defaults)', target: await startGateway('gateway-limits', {}) },
      { name: 'limits off (GRAPHQL_MAX_*=0)', target: await startGateway('gateway-no-limits', LIMITS_OFF) },
    ];

    const token = await jwks.sign(
      { sub: '000000000000000000000001', email: 'admin@smarthome.local', role: 'admin' },
      { expiresAt: '2h' },
    );
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    };
    for (const { name, target } of gateways) {
      const response = await fetch(target.url, { method: 'POST', headers, body: bodyOf(ADMIN_NEWS_LIST) });
      const answer = (await response.json()) as { data?: { news?: { data: unknown[] } }; errors?: unknown };
      if (response.status !== 200 || answer.errors || !answer.data?.news?.data.length) {
        throw new Error(`${name}: ${response.status} ${JSON.stringify(answer)}`);
      }
    }

    const rows = [
      { name: 'AdminNewsList, same document', fresh: false },
      { name: 'AdminNewsList, new document each request', fresh: true },
    ];
    // results[row][gateway][round]
    const results = rows.map(() => gateways.map((): Measured[] => []));
    // Rounds, each measuring both gateways, in alternating order: the host's speed drifts over a
    // run of minutes, so each ratio is taken within its own round.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [rowIndex, row] of rows.entries()) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const gatewayIndex of order) {
          const measured = await measure(gateways[gatewayIndex]!.target, headers, row.fresh);
          results[rowIndex]![gatewayIndex]!.push(measured);
        }
      }
    }

    console.log(
      `\ngraphql protection — ${CONNECTIONS} connections, ${SECONDS} s a measurement, ${ROUNDS} rounds, loopback, NODE_ENV=production`,
    );
    console.log('medians over the rounds; the ratio is limits on / limits off within each round\n');
    const tableRows: string[][] = [];
    let worstRatio = Infinity;
    for (const [rowIndex, row] of rows.entries()) {
      const [on, off] = results[rowIndex]! as [Measured[], Measured[]];
      const ratio = median(on.map((measured, round) => measured.rps / off[round]!.rps));
      const cpuRatio = median(on.map((measured, round) => measured.gatewayCpu / off[round]!.gatewayCpu));
      worstRatio = Math.min(worstRatio, ratio);
      for (const [gatewayIndex, gateway] of gateways.entries()) {
        const series = results[rowIndex]![gatewayIndex]!;
        tableRows.push([
          row.name,
          gateway.name,
          median(series.map((m) => m.rps)).toFixed(0),
          String(median(series.map((m) => m.p50))),
          String(median(series.map((m) => m.p99))),
          String(series.reduce((sum, m) => sum + m.wrong, 0)),
          gatewayIndex === 0 ? `${ratio.toFixed(2)}×` : '1.00×',
          median(series.map((m) => m.gatewayCpu)).toFixed(2),
          gatewayIndex === 0 ? `${cpuRatio.toFixed(2)}×` : '1.00×',
          series.map((m) => m.rps.toFixed(0)).join(' / '),
        ]);
      }
    }
    printTable(
      [
        'request',
        'gateway',
        'req/s',
        'p50 ms',
        'p99 ms',
        'wrong answers',
        'throughput vs off',
        'gateway CPU ms/req',
        'CPU vs off',
        'req/s by round',
      ],
      tableRows,
    );
    console.log(
      `\nworst ratio ${worstRatio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×): ${worstRatio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );
  } finally {
    await Promise.allSettled(processes.map((started) => started.stop()));
    rateFeed.server.close();
    await Promise.allSettled([mongo.stop(), redis.stop(), jwks.stop()]);
  }
}

await main();
