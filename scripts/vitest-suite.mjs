// What `make test` (run-tests.mjs) and `make test-real` (test-real.mjs) share: steps run one
// after another, each a vitest suite or a check, and a tally that ends the run with one line,
// `N passed, M failed, K skipped`. Test counts come from each vitest suite's JSON report; any
// other check counts as one test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders directly under `parent` (relative to the root, sorted); none when it is missing. */
export function listDirs(parent) {
  const abs = path.join(root, parent);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${parent}/${e.name}`)
    .sort();
}

/**
 * A run whose vitest JSON reports go to `resultsDir` (emptied first). Every step gets this
 * process's environment plus `env`.
 */
export function createTestRun({ resultsDir, env = {} }) {
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
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`━━ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)\n`);
    return result.status === 0;
  }

  /** Counts one failed test for something that is not a command (a server that did not start). */
  function fail(label) {
    totals.failed++;
    failures.push(label);
  }

  function check(label, command, args, cwd) {
    if (run(label, command, args, cwd)) totals.passed++;
    else fail(label);
  }

  /** The suite of `config` in `cwd`; `files`, when given, narrows it to the test files matching them. */
  function vitestSuite(label, cwd, config, files = []) {
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
        ...files,
      ],
      cwd,
    );
    if (!existsSync(report)) {
      fail(`${label} (no report)`);
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

  /** Prints what failed and the totals line; returns the exit code (non-zero when anything failed). */
  function finish() {
    if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
    process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
    return totals.failed > 0 ? 1 : 0;
  }

  return { totals, check, vitestSuite, fail, finish };
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
