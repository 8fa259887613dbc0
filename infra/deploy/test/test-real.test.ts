/**
 * `make test-real` where no Docker engine answers: one line that says so, exit 0, nothing run.
 * testcontainers looks for an engine at DOCKER_HOST (here a socket that does not exist), in its
 * TESTCONTAINERS_* variables and ~/.testcontainers.properties (cleared: an empty home), at
 * $XDG_RUNTIME_DIR/docker.sock and ~/.docker (the empty home again), then at sockets in fixed
 * places no variable moves: where one of those exists, the test is skipped, since the script
 * would find that engine and run every database suite.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.js';

const FIXED_SOCKETS = [
  '/var/run/docker.sock',
  path.join('/run/user', String(os.userInfo().uid), 'docker.sock'),
];
/** Far above the few hundred milliseconds the probe takes; the script must never hang. */
const RUN_TIMEOUT_MS = 30_000;

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runTestReal(env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/test-real.mjs'],
      { cwd: REPO_ROOT, env, timeout: RUN_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, signal: child.signalCode, stdout, stderr }),
    );
  });
}

describe('make test-real', () => {
  it.skipIf(FIXED_SOCKETS.some((socket) => existsSync(socket)))(
    'prints one line and exits 0 when no Docker engine is reachable',
    async () => {
      const home = await mkdtemp(path.join(os.tmpdir(), 'test-real-home-'));
      try {
        const env = Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^(TESTCONTAINERS_|DOCKER_|DEBUG$)/.test(name)),
        );
        const outcome = await runTestReal({
          ...env,
          HOME: home,
          XDG_RUNTIME_DIR: home,
          DOCKER_HOST: 'unix:///nonexistent/docker.sock',
        });

        expect(outcome.signal, 'killed: the script did not end in time').toBeNull();
        expect(outcome.code, outcome.stdout + outcome.stderr).toBe(0);
        expect(outcome.stderr).toBe('');
        const lines = outcome.stdout.split('\n');
        expect(lines, outcome.stdout).toHaveLength(2);
        expect(lines[1]).toBe('');
        expect(lines[0]).toMatch(/Docker/);
        expect(lines[0]).toMatch(/nothing run/);
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    },
    RUN_TIMEOUT_MS + 10_000,
  );
});
