import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const requireFromKit = createRequire(new URL('./shared/package.json', import.meta.url));

/**
 * How the suites of the Node.js servers (the services, the gateway, infra/dev and infra/deploy)
 * spread over workers. Their files share nothing but what Node caches: each builds its own app on
 * its own servers, database names and registries. One process per worker then loads mongoose,
 * Apollo and Fastify once instead of once per file, which was most of a suite's time. Most of a
 * test's time is spent waiting for a server: two files at once even on two cores.
 */
export const serverSuiteWorkers = {
  isolate: false,
  maxWorkers: Math.max(2, availableParallelism() - 1),
};

/**
 * The vitest config of every service package.
 *
 * `graphql` ships CommonJS (`main`) and ESM (`module`) builds. Node, and so Apollo Server
 * and @apollo/subgraph, load the CommonJS one; Vite would hand the ESM one to our source,
 * and two graphql copies in one process break `instanceof` (errors, scalars). Pointing
 * vitest at the same file Node loads keeps one copy, as in production.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: requireFromKit.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start real servers (Mongo-protocol engine, redis-server, JWKS).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...serverSuiteWorkers,
  },
});
