import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { serverSuiteWorkers } from '../services/vitest.shared.js';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS (`main`) and ESM (`module`) builds. Node, and so Apollo Server,
    // Apollo Gateway and @apollo/subgraph, load the CommonJS one; Vite would hand the ESM one
    // to TypeScript sources (ours and the content service's in the end-to-end test), and two
    // graphql copies in one process break `instanceof` (errors, scalars). Same fix as
    // services/vitest.shared.ts: one copy, as in production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start real servers (fixture subgraphs, the content service, embedded Mongo).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...serverSuiteWorkers,
  },
});
