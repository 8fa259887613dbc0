/**
 * The runner behind `make test` (scripts/test-run.mjs), driven through a small script of its own
 * steps: side by side up to its job count, a step's output as one block, a step whose need failed
 * not run, and a tail that names every failed test, lists the slowest files and totals the run.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

interface Outcome {
  code: number | null;
  stdout: string;
}

let dir: string;

/** Two steps that each wait (up to `ms`) for the other to have started: they pass only side by side. */
const rendezvous = (me: string, other: string, ms: number) =>
  [
    `const fs = require('node:fs');`,
    `fs.writeFileSync(${JSON.stringify(me)}, '');`,
    `const until = Date.now() + ${ms};`,
    `const wait = () => fs.existsSync(${JSON.stringify(other)}) ? console.log('met') :`,
    `  Date.now() > until ? process.exit(1) : setTimeout(wait, 20);`,
    `wait();`,
  ].join('\n');

function runScript(jobs: number): Promise<Outcome> {
  // Side by side they meet at once; alone, the first waits for nothing and gives up.
  const ms = jobs === 1 ? 1_000 : 20_000;
  const name = `${jobs}`;
  const runner = pathToFileURL(path.join(REPO_ROOT, 'scripts/test-run.mjs')).href;
  const script = `
    import { createTestRun } from ${JSON.stringify(runner)};
    const run = createTestRun({ resultsDir: ${JSON.stringify(path.join(dir, `results-${name}`))}, jobs: ${jobs} });
    run.check('left', process.execPath, ['-e', ${JSON.stringify(rendezvous(path.join(dir, `left-${name}`), path.join(dir, `right-${name}`), ms))}]);
    run.check('right', process.execPath, ['-e', ${JSON.stringify(rendezvous(path.join(dir, `right-${name}`), path.join(dir, `left-${name}`), ms))}]);
    run.vitestSuite('tiny suite', ${JSON.stringify(dir)}, 'vitest.config.mjs');
    run.check('after the suite', process.execPath, ['-e', ''], { needs: ['tiny suite'] });
    process.exit(await run.finish());
  `;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: REPO_ROOT, timeout: 60_000 },
      (_error, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
}

beforeAll(async () => {
  // Under the workspace, where `pnpm exec vitest` finds the root's vitest.
  await mkdir(path.join(REPO_ROOT, '.tmp'), { recursive: true });
  dir = await mkdtemp(path.join(REPO_ROOT, '.tmp', 'test-run-'));
  await writeFile(
    path.join(dir, 'vitest.config.mjs'),
    `export default { test: { include: ['*.check.mjs'] } };\n`,
  );
  await writeFile(
    path.join(dir, 'sums.check.mjs'),
    `import { expect, it } from 'vitest';
     it('adds', () => expect(1 + 1).toBe(2));
     it('subtracts wrongly', () => expect(2 - 1).toBe(3));
     it.skip('is not ready', () => undefined);\n`,
  );
}, 30_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the test runner of make test', () => {
  it('runs steps side by side, holds each output as one block and ends with the failures and totals', async () => {
    const { code, stdout } = await runScript(2);

    expect(code).toBe(1);
    // Each step printed between its two rulers, with nothing of another step inside.
    for (const label of ['left', 'right']) {
      expect(stdout).toMatch(new RegExp(`━━ ${label}\\nmet\\n━━ ${label}: ok \\(\\d+\\.\\ds\\)`));
    }
    expect(stdout).toMatch(/━━ tiny suite: FAILED/);
    expect(stdout).toMatch(/after the suite +FAILED +0\.0s +not run: tiny suite failed/);
    // The machine's busy time (Chromium's renderers included), beside the run's own CPU count.
    expect(stdout).toMatch(/the machine's cores were busy \d+ CPU-s \(\d+\.\d\d of \d+ cores on average\)/);
    expect(stdout).toMatch(/Slowest test files[^\n]*\n +\d+\.\ds {2}\.tmp\/test-run-\w+\/sums\.check\.mjs/);
    const tail = stdout.slice(stdout.indexOf('\nFailed:\n'));
    expect(tail).toContain('- tiny suite: ');
    expect(tail).toMatch(/sums\.check\.mjs › subtracts wrongly: AssertionError: expected 1 to be 3/);
    expect(tail).toContain('- after the suite (not run: tiny suite failed)');
    expect(tail.trim().split('\n').at(-1)).toBe('3 passed, 2 failed, 1 skipped');
  }, 60_000);

  it('with one job, steps that need each other at once fail', async () => {
    const { code, stdout } = await runScript(1);

    expect(code).toBe(1);
    expect(stdout).toMatch(/━━ left: FAILED/);
  }, 60_000);
});
