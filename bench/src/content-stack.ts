/**
 * The content service holding the demo content of `make dev` (news, blog posts, testimonials), on
 * a throwaway embedded MongoDB and Redis, for the web benchmarks: the blog and testimonial pages
 * are only what they are in production once there is something to list, and a page whose calls
 * fail would log errors that no real visitor sees.
 *
 * The demo content is written the way the development orchestrator writes it: the content
 * service's own seed (services/content/src/seed.ts, loaded by path as the orchestrator does) over
 * a mongoose connection of the service's own mongoose, before the service starts. The EUR rate of
 * the prices comes from a loopback stand-in for the National Bank of Romania's daily feed: the
 * measurement never depends on the internet, and the pages get an answer as they do in production.
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import {
  createTestJwks,
  startTestMongo,
  startTestRedis,
  testServiceEnv,
} from '@smarthome/service-kit/testing';
import { repoRoot } from './web-build.js';

export interface ContentStack {
  /** The content subgraph's GraphQL endpoint (the gateway's CONTENT_URL). */
  graphqlUrl: string;
  close(): Promise<void>;
}

/** The parts of a mongoose connection the seed and this module use. */
interface SeedConnection {
  close(): Promise<unknown>;
}
interface MongooseLike {
  createConnection(uri: string, options: { dbName: string }): { asPromise(): Promise<SeedConnection> };
}
interface ContentSeed {
  seedDemo(connection: SeedConnection): Promise<{ inserted: Record<string, number> }>;
}

const contentDir = path.join(repoRoot, 'services', 'content');

/** The NBR feed's shape (nbrfxrates.xml), today's EUR rate only. */
export async function startRateFeed(): Promise<{ url: string; server: Server }> {
  const today = new Date().toISOString().slice(0, 10);
  const xml =
    `<?xml version="1.0" encoding="utf-8"?><DataSet><Header><PublishingDate>${today}</PublishingDate></Header>` +
    `<Body><Cube date="${today}"><Rate currency="EUR">4.9770</Rate></Cube></Body></DataSet>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/nbrfxrates.xml`, server };
}

export async function seedDemoContent(mongoUri: string, dbName: string): Promise<Record<string, number>> {
  const mongoose = createRequire(path.join(contentDir, 'package.json'))('mongoose') as MongooseLike;
  const seed = (await import(pathToFileURL(path.join(contentDir, 'src', 'seed.ts')).href)) as ContentSeed;
  const connection = await mongoose.createConnection(mongoUri, { dbName }).asPromise();
  try {
    return (await seed.seedDemo(connection)).inserted;
  } finally {
    await connection.close();
  }
}

export async function startContentStack(): Promise<ContentStack> {
  const [mongo, redis, jwks, rateFeed] = await Promise.all([
    startTestMongo({ prefix: 'bench_lighthouse' }),
    startTestRedis(),
    createTestJwks(),
    startRateFeed(),
  ]);
  const config = loadServiceConfig({
    ...testServiceEnv({ mongo, redis, jwks }),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    EXCHANGE_RATE_BNR_URL: rateFeed.url,
    EXCHANGE_RATE_FALLBACK_URL: rateFeed.url,
  });
  const inserted = await seedDemoContent(mongo.uri, config.MONGODB_DB);
  console.log(
    `demo content: ${Object.entries(inserted)
      .map(([collection, count]) => `${count} ${collection}`)
      .join(', ')}`,
  );
  const content = await buildContent(config, { relay: false });
  await content.listen({ port: 0, host: '127.0.0.1' });
  const { port } = content.server.address() as AddressInfo;
  return {
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    async close() {
      await content.close();
      rateFeed.server.close();
      await Promise.allSettled([mongo.stop(), redis.stop(), jwks.stop()]);
    },
  };
}
