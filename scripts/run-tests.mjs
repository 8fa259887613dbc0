#!/usr/bin/env node
// Runs every check of `make test` in order and ends with one line that totals them:
// `N passed, M failed, K skipped`. Test counts come from each vitest suite's JSON report;
// the whole-workspace checks (typecheck, lint, supergraph composition, web build) count
// as one test each. Exits non-zero when anything failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestRun, listDirs, root } from './vitest-suite.mjs';

const { check, vitestSuite, finish } = createTestRun({ resultsDir: path.join(root, '.tmp', 'test-results') });

/** Workspace packages in the order they depend on each other. */
const packageDirs = [
  'infra/embedded-mongo',
  ...listDirs('packages'),
  'services/shared',
  ...listDirs('services').filter((d) => d !== 'services/shared'),
  'gateway',
  'infra/dev',
  'web',
].filter((dir, i, all) => all.indexOf(dir) === i && existsSync(path.join(root, dir, 'package.json')));

check('typecheck', 'pnpm', ['-r', '--if-present', 'typecheck']);
check('lint', 'pnpm', ['exec', 'eslint', '.']);
check('import cycles', 'node', ['scripts/check-import-cycles.mjs']);
if (existsSync(path.join(root, 'gateway/scripts/compose.ts'))) {
  check('supergraph composition check', 'pnpm', ['--filter', '@smarthome/gateway', 'run', 'compose:check']);
}

// A package's unit and integration tests use its vitest.config.ts, or the `test` block of
// its vite.config.ts (the web app).
for (const dir of packageDirs) {
  const config = ['vitest.config.ts', 'vite.config.ts'].find((name) =>
    existsSync(path.join(root, dir, name)),
  );
  if (config) vitestSuite(dir, path.join(root, dir), config);
}

if (existsSync(path.join(root, 'web/e2e/vitest.config.ts'))) {
  check('web build', 'pnpm', ['--filter', '@smarthome/web', 'run', 'build']);
  // The production bundles (infra/deploy) come after the web build: the gateway's holds it.
  vitestSuite('infra/deploy', path.join(root, 'infra/deploy'), 'vitest.config.ts');
  vitestSuite('web/e2e', path.join(root, 'web'), 'e2e/vitest.config.ts');
}

process.exit(finish());
