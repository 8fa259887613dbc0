// Read path of the blog: what a visitor's browser asks for, through the real gateway and content
// service, against a baseline measured in the same run — a bare Fastify route that reads the same
// collection with the MongoDB driver (no GraphQL, no gateway) and answers the same shape.
//   GET /api/v0/blog?page=1&limit=6          vs  bare: find + count, snake_case JSON
//   GET /blog/{id}/{slug} (server-rendered)  vs  bare: findOne + the same shell with the post in it
// Each through two gateways: as deployed (anonymous public reads cached for PUBLIC_CACHE_SECONDS)
// and with that cache off, so every request runs GraphQL, the content service and, for the page,
// the web build's server renderer (the production build, web/dist-bench, or BENCH_WEB_DIST).
// autocannon on loopback, bounded in time and connections. Prints req/s, p50, p99 and the ratios.
//   pnpm --filter @smarthome/bench run bench:content
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 ...   duration and load of each measurement
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { MongoClient } from 'mongodb';
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { buildGateway, parseConfig } from '@smarthome/gateway';
import {
  createTestJwks,
  getFreePort,
  startTestMongo,
  startTestRedis,
  testServiceEnv,
} from '@smarthome/service-kit/testing';
import { listenOnLoopback } from './loopback.js';
import { productionBuild } from './web-build.js';

const SECONDS = Math.min(60, Math.max(2, Number(process.env.BENCH_SECONDS ?? 10)));
const CONNECTIONS = Math.min(100, Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10)));
const POSTS = 30;
/** The bare route's page: a shell with the post written in, as small as a page can be. */
const SHELL =
  '<!doctype html><html lang="ro"><head><meta charset="UTF-8" /><title>SmartHome Iași</title></head><body><div id="root"></div></body></html>';

/** The bare baseline: the same reads with the driver, the same answer shapes. */
function bareApp(uri: string, dbName: string): { app: FastifyInstance; close: () => Promise<void> } {
  const client = new MongoClient(uri);
  const posts = client.db(dbName).collection('blog_posts');
  const app = Fastify({ logger: false });
  const toRest = (post: Record<string, unknown>) => ({
    id: String(post._id),
    title: post.title,
    description: post.description,
    tags: post.tags,
    featured: post.featured,
    published_date: post.publishedDate ?? null,
    image_url: post.imageUrl ?? null,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
  });
  app.get('/blog', async () => {
    const visible = { visibleFrom: { $lte: new Date() } };
    const [data, total] = await Promise.all([
      posts.find(visible).sort({ visibleFrom: -1, _id: -1 }).limit(6).toArray(),
      posts.countDocuments(visible),
    ]);
    return { data: data.map(toRest), totalPages: Math.ceil(total / 6) };
  });
  app.get<{ Params: { id: string } }>('/blog/:id', async (request, reply) => {
    const { ObjectId } = await import('mongodb');
    const post = await posts.findOne({
      _id: new ObjectId(request.params.id),
      visibleFrom: { $lte: new Date() },
    });
    if (!post) return reply.code(404).send('not found');
    const html = SHELL.replace(
      '<div id="root"></div>',
      () => `<div id="root"><h1>${String(post.title)}</h1>${String(post.description)}</div>`,
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });
  return {
    app,
    close: async () => {
      await app.close();
      await client.close();
    },
  };
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Result> {
  // A short warm-up (JIT, connection pools, Apollo's query plan cache), then the measurement.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const [mongo, redis, jwks] = await Promise.all([
    startTestMongo({ prefix: 'bench_content' }),
    startTestRedis(),
    createTestJwks(),
  ]);
  const dist = productionBuild();
  const env = { ...testServiceEnv({ mongo, redis, jwks }), NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const content = await buildContent(loadServiceConfig(env), { relay: false });
  const contentUrl = await listenOnLoopback(content);
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  const gatewayWith = async (cacheSeconds?: string) =>
    buildGateway(
      parseConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        CONTENT_URL: `${contentUrl}/graphql`,
        AUTH_URL: closed,
        OPERATIONS_URL: closed,
        ASSISTANT_URL: closed,
        WEB_DIST_DIR: dist,
        ...(cacheSeconds === undefined ? {} : { PUBLIC_CACHE_SECONDS: cacheSeconds }),
      }),
    );
  const gateway = await gatewayWith();
  const gatewayUrl = await listenOnLoopback(gateway);
  const uncached = await gatewayWith('0');
  const uncachedUrl = await listenOnLoopback(uncached);
  const bare = bareApp(mongo.uri, mongo.dbName);
  const bareUrl = await listenOnLoopback(bare.app);

  try {
    const admin = `Bearer ${await jwks.sign({ sub: 'admin-1', email: 'admin@example.ro', role: 'admin' })}`;
    let post: { id: string; slug: string } | undefined;
    for (let i = 1; i <= POSTS; i += 1) {
      const response = await fetch(`${gatewayUrl}/api/v0/blog`, {
        method: 'POST',
        headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Articolul ${i}: automatizări locale cu Home Assistant`,
          description: `<h2>Partea ${i}</h2>${'<p>Un paragraf despre senzori Zigbee și automatizări locale, fără cloud. </p>'.repeat(12)}<pre><code class="language-python">print(${i})</code></pre>`,
          tags: ['zigbee', `tema-${i % 5}`],
          published_date: new Date(Date.now() - i * 3_600_000).toISOString(),
        }),
      });
      if (response.status !== 201)
        throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
      post = (await response.json()) as { id: string; slug: string };
    }
    if (!post) throw new Error('no post seeded');

    const list = '/api/v0/blog?page=1&limit=6';
    const page = `/blog/${post.id}/${post.slug}`;
    const rendered = await (await fetch(`${uncachedUrl}${page}`)).text();
    if (!rendered.includes(`data-prerendered="${page}"`))
      throw new Error('the post page was not rendered on the server: is the web build complete?');
    const bareList = await measure('bare: blog list (driver + Fastify)', `${bareUrl}/blog`);
    const listRows = [
      await measure(`GET ${list}`, `${gatewayUrl}${list}`),
      await measure(`GET ${list}, cache off`, `${uncachedUrl}${list}`),
    ];
    const barePage = await measure('bare: post page (driver + shell)', `${bareUrl}/blog/${post.id}`);
    const pageRows = [
      await measure('GET /blog/{id}/{slug} (server-rendered page)', `${gatewayUrl}${page}`),
      await measure('GET /blog/{id}/{slug}, cache off', `${uncachedUrl}${page}`),
    ];
    console.log(
      `\nblog read path — ${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${POSTS} posts\n`,
    );
    console.log('| path | req/s | p50 ms | p99 ms | errors | vs bare |');
    console.log('|---|---|---|---|---|---|');
    const row = (r: Result, base: Result) =>
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / base.rps).toFixed(2)}× |`,
      );
    row(bareList, bareList);
    for (const result of listRows) row(result, bareList);
    row(barePage, barePage);
    for (const result of pageRows) row(result, barePage);
  } finally {
    await gateway.close();
    await uncached.close();
    await content.close();
    await bare.close();
    await Promise.allSettled([mongo.stop(), redis.stop(), jwks.stop()]);
  }
}

await main();
