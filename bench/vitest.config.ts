import { defineConfig } from 'vitest/config';

// Unit tests of the benches' pure parts; the benches themselves (*.bench.ts, src/*.ts) are run by hand.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
