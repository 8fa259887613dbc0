#!/usr/bin/env node
// `make test-real`: the database suites against a real MongoDB 7 and Redis 7, each started in a
// container, instead of the embedded engine and a spawned redis-server. The suites read
// MONGODB_URI and REDIS_URL; the embedded engine's own suite then runs against mongod as a
// differential test of the engine. Ends with `N passed, M failed, K skipped` like `make test`,
// stops the containers and exits non-zero when anything failed. Without a reachable Docker
// engine it prints one line saying so and exits 0: there is nothing to run against.
// Interrupted, it leaves the containers to testcontainers' reaper, which removes them once this
// process is gone (unless TESTCONTAINERS_RYUK_DISABLED turns the reaper off).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestRun, listDirs, root } from './test-run.mjs';

const MONGO_IMAGE = 'mongo:7';
const REDIS_IMAGE = 'redis:7';
/** A Docker host that accepts connections but never answers must not hold the run. */
const PROBE_TIMEOUT_MS = 30_000;

// The suites whose servers come from MONGODB_URI and REDIS_URL (startTestMongo, startTestRedis,
// startTestInfra of @smarthome/service-kit/testing, or the engine's own harness). Left out:
// packages/* (no database), infra/dev and web/e2e (the dev stack they start passes neither
// variable on, and the seed test starts the embedded engine itself: they test `make dev`, which
// is always the embedded defaults), and infra/deploy's other tests (no server).
const suites = [
  { dir: 'infra/embedded-mongo' },
  { dir: 'services/shared' },
  ...listDirs('services')
    .filter((dir) => dir !== 'services/shared' && existsSync(path.join(root, dir, 'vitest.config.ts')))
    .map((dir) => ({ dir })),
  { dir: 'gateway' },
  // The production bundles on the real servers; the gateway's holds the built web app.
  { dir: 'infra/deploy', files: ['test/production-bundle.test.ts'], needsWebBuild: true },
];

const docker = await probeDocker();
if (!docker.ok) {
  process.stdout.write(`make test-real: no Docker engine reachable (${docker.reason}); nothing run\n`);
  process.exit(0);
}

const resultsDir = path.join(root, '.tmp', 'test-real-results');
process.stdout.write(`━━ starting ${MONGO_IMAGE} and ${REDIS_IMAGE} on ${docker.engine}\n`);
const servers = await startServers();
if (!servers.ok) {
  const { fail, finish } = createTestRun({ resultsDir });
  fail(`start ${MONGO_IMAGE} and ${REDIS_IMAGE}: ${servers.reason}`);
  process.exit(await finish());
}

const env = { MONGODB_URI: servers.mongoUri, REDIS_URL: servers.redisUrl };
process.stdout.write(`━━ MONGODB_URI=${env.MONGODB_URI} REDIS_URL=${env.REDIS_URL}\n`);
// Every suite takes database names and key prefixes of its own: they run side by side on one server.
const run = createTestRun({ resultsDir, env });
let exitCode;
try {
  for (const { dir, files, needsWebBuild } of suites) {
    if (needsWebBuild) run.check('web build', 'pnpm', ['--filter', '@smarthome/web', 'run', 'build']);
    run.vitestSuite(dir, path.join(root, dir), 'vitest.config.ts', {
      files,
      needs: needsWebBuild ? ['web build'] : [],
    });
  }
  exitCode = await run.finish();
} finally {
  process.stdout.write(`\n━━ stopping the containers\n`);
  const stopped = await Promise.allSettled(servers.containers.map((container) => container.stop()));
  // The tests ran all the same; the reaper removes what is left once this process ends.
  for (const { reason } of stopped.filter((result) => result.status === 'rejected')) {
    process.stderr.write(`cannot stop a container: ${messageOf(reason)}\n`);
  }
}
process.exit(exitCode);

/** The engine testcontainers would use (DOCKER_HOST or ~/.testcontainers.properties, then the usual sockets). */
async function probeDocker() {
  let timer;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)),
        PROBE_TIMEOUT_MS,
      );
    });
    const runtime = await Promise.race([getContainerRuntimeClient(), timeout]);
    const { serverVersion, host } = runtime.info.containerRuntime;
    return { ok: true, engine: `Docker ${serverVersion} at ${host}` };
  } catch (error) {
    const where = process.env.DOCKER_HOST ? `; DOCKER_HOST=${process.env.DOCKER_HOST}` : '';
    return { ok: false, reason: `${messageOf(error)}${where}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * MongoDB and Redis side by side. The MongoDB module runs a single-node replica set whose member
 * is known by the container's own hostname: a direct connection keeps the driver on the mapped
 * port instead of discovering that unreachable name.
 */
async function startServers() {
  const [{ MongoDBContainer }, { RedisContainer }] = await Promise.all([
    import('@testcontainers/mongodb'),
    import('@testcontainers/redis'),
  ]);
  const [mongo, redis] = await Promise.allSettled([
    new MongoDBContainer(MONGO_IMAGE).start(),
    new RedisContainer(REDIS_IMAGE).start(),
  ]);
  if (mongo.status === 'rejected' || redis.status === 'rejected') {
    const started = [mongo, redis].filter((result) => result.status === 'fulfilled');
    await Promise.allSettled(started.map((result) => result.value.stop()));
    const failed = [mongo, redis].find((result) => result.status === 'rejected');
    return { ok: false, reason: messageOf(failed.reason) };
  }
  return {
    ok: true,
    containers: [mongo.value, redis.value],
    mongoUri: `${mongo.value.getConnectionString()}/?directConnection=true`,
    redisUrl: redis.value.getConnectionUrl(),
  };
}

function messageOf(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}
