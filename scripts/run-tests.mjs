#!/usr/bin/env node
// Runs every check of `make test` in order and ends with one line that totals them:
// `N passed, M failed, K skipped`. Test counts come from each vitest suite's JSON report;
// the whole-workspace checks (typecheck, lint, supergraph composition, web build) count
// as one test each. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, cwd = root) {
  process.stdout.write(`\n━━ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`━━ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)\n`);
  return result.status === 0;
}

function check(label, command, args, cwd) {
  if (run(label, command, args, cwd)) totals.passed++;
  else {
    totals.failed++;
    failures.push(label);
  }
}

function vitestSuite(label, cwd, config) {
  const report = path.join(resultsDir, `${label.replace(/[^\w.-]+/g, '_')}.json`);
  const ok = run(
    label,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    cwd,
  );
  if (!existsSync(report)) {
    totals.failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  const data = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += data.numPassedTests ?? 0;
  totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  let failed = data.numFailedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite.
  if (!ok && failed === 0) failed = Math.max(1, data.numFailedTestSuites ?? 0);
  totals.failed += failed;
  if (failed > 0) failures.push(`${label}: ${failedTestNames(data).join('; ') || 'a file failed to load'}`);
}

/** The failed tests of a vitest JSON report, as `file › test: first line of the error`. */
function failedTestNames(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      names.push(`${path.relative(root, file.name)} › ${test.fullName}: ${reason}`);
    }
  }
  return names;
}

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

function listDirs(parent) {
  const abs = path.join(root, parent);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${parent}/${e.name}`)
    .sort();
}

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

if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
