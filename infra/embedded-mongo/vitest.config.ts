import { defineConfig } from 'vitest/config';

// The conformance suite is black-box: every test talks to a server through the
// official `mongodb` driver or mongoose. With MONGODB_URI set it runs against that
// server (a real mongod 7) instead of the embedded engine, as a differential test.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    // Each file starts its own server; two cores on CI, keep it modest.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
