#!/usr/bin/env node
// Runs every check of `make test`, side by side where they share nothing (each test picks free
// ports and its own databases and data directories), and ends with one line that totals them:
// `N passed, M failed, K skipped`. Test counts come from each vitest suite's JSON report; the
// whole-workspace checks (typecheck, lint, supergraph composition, web build) count as one test
// each. Exits non-zero when anything failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestRun, listDirs, root } from './test-run.mjs';

const browserTests = existsSync(path.join(root, 'web/e2e/vitest.config.ts'));

// The browser tests check the links the business's settings give the pages: the web build gets
// example values unless the environment has the real ones. Every step inherits them, so a
// `make dev` started by a test finds web/dist built with its own settings and leaves it alone.
process.env.BUSINESS_WHATSAPP_NUMBER ||= '+40 712 345 678';
process.env.BUSINESS_FACEBOOK_URL ||= 'https://www.facebook.com/smarthome.iasi.example';

// As many steps at a time as cores: one more (the browser steps do wait for pages) made two cores
// so busy that cold starts of the services ran past their limits.
const run = createTestRun({ resultsDir: path.join(root, '.tmp', 'test-results') });

// The longest chain first: the browser tests need the web build, and take longest of all. The
// built pages are tested in two halves (vitest shards by file), the flows through one started
// stack in a third step: each its own browser, side by side. One step alone would be the longest
// chain of the run, however many cores are left.
const browserSteps = [
  { label: 'web/e2e: pages 1/2', args: ['--project', 'pages', '--shard', '1/2'] },
  { label: 'web/e2e: pages 2/2', args: ['--project', 'pages', '--shard', '2/2'] },
  { label: 'web/e2e: stack', args: ['--project', 'stack'] },
];
if (browserTests) {
  run.check('web build', 'pnpm', ['--filter', '@smarthome/web', 'run', 'build']);
  for (const { label, args } of browserSteps) {
    run.vitestSuite(label, path.join(root, 'web'), 'e2e/vitest.config.ts', { needs: ['web build'], args });
  }
}

// Every Node.js package in one program (tsconfig.node.json checks each shared file once); the web
// app and the packages shared with the browser have compiler settings of their own. The gateway's
// generated operations are checked with the supergraph's composition, below.
run.check('typecheck: Node.js packages', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.node.json']);
run.check('typecheck: web', 'pnpm', ['--filter', '@smarthome/web', 'run', 'typecheck']);
run.check('typecheck: packages', 'pnpm', ['--filter', './packages/*', 'run', 'typecheck']);

/** Workspace packages, the slowest suites first so that the short ones fill the gaps at the end. */
const packageDirs = [
  'web',
  'gateway',
  'infra/dev',
  'services/auth',
  'services/operations',
  'infra/embedded-mongo',
  'services/shared',
  ...listDirs('services'),
  ...listDirs('packages'),
  'bench',
].filter((dir, i, all) => all.indexOf(dir) === i && existsSync(path.join(root, dir, 'package.json')));

// A package's unit and integration tests use its vitest.config.ts, or the `test` block of
// its vite.config.ts (the web app).
for (const dir of packageDirs) {
  const config = ['vitest.config.ts', 'vite.config.ts'].find((name) =>
    existsSync(path.join(root, dir, name)),
  );
  // infra/dev's own test of `make dev` builds web/dist when it is stale: never beside the web build.
  const needs = dir === 'infra/dev' && browserTests ? ['web build'] : [];
  if (config) run.vitestSuite(dir, path.join(root, dir), config, { needs });
}

// The production bundles (infra/deploy) come after the web build: the gateway's holds it.
if (browserTests) {
  run.vitestSuite('infra/deploy', path.join(root, 'infra/deploy'), 'vitest.config.ts', {
    needs: ['web build'],
  });
  // The public pages' budgets (JS and CSS per page, JavaScript of a content page, no dashboard
  // code), weighed on the build just made, as a visitor's Chromium loads each page.
  run.check('web size budgets', 'pnpm', ['--filter', '@smarthome/bench', 'run', 'bench:web-size'], {
    needs: ['web build'],
    env: { BENCH_WEB_DIST: 'dist' },
  });
}

run.check('lint', 'pnpm', ['exec', 'eslint', '.']);
run.check('import cycles', 'node', ['scripts/check-import-cycles.mjs']);
if (existsSync(path.join(root, 'gateway/scripts/compose.ts'))) {
  run.check('supergraph composition check', 'pnpm', [
    '--filter',
    '@smarthome/gateway',
    'run',
    'compose:check',
  ]);
}

process.exit(await run.finish());
