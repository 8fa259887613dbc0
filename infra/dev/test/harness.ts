/**
 * Runs the real entry of `make dev` (src/dev.ts, which starts src/orchestrator.ts) as a child process, on
 * ports of its own (DEV_PORT_BASE) and a temporary data directory (DEV_DATA_DIR), so tests
 * run beside a developer's `make dev`. Always the embedded defaults: MONGODB_URI, REDIS_URL,
 * SMTP_URL, OIDC_* and SEED_DEMO of the outer environment are not passed on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { portsFromBase, type PortPlan } from '../src/config.js';
import { isPortFree } from '../src/ports.js';
import { readState, type DevState } from '../src/state.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const devEntry = path.resolve(here, '../src/dev.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Cold start on a busy two-core machine, web build included. */
export const START_TIMEOUT_MS = 200_000;

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningDev {
  base: number;
  ports: PortPlan;
  dataDir: string;
  child: ChildProcess;
  /** Everything printed so far. */
  output(): string;
  /** The state file as it was once the stack was up. */
  state: DevState;
  exit: Promise<ExitResult>;
  /** Kills whatever is left (the orchestrator, its children) and removes the data directory. */
  cleanup(): Promise<void>;
}

/** A base whose ten ports are all free right now. */
async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 2_500) * 10;
    const free = await Promise.all(Object.values(portsFromBase(base)).map((port) => isPortFree(port)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free block of ports found');
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts `make dev` and resolves once it printed that the stack is up. */
export async function startDev(extraEnv: Record<string, string> = {}): Promise<RunningDev> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'smarthome-dev-'));
  const base = await freePortBase();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(VITEST.*|NODE_ENV|MONGODB_URI|REDIS_URL|SMTP_URL|SEED_DEMO|OIDC_.*|DEV_.*)$/.test(key)
    ) {
      env[key] = value;
    }
  }
  Object.assign(
    env,
    { DEV_PORT_BASE: String(base), DEV_DATA_DIR: dataDir, NO_COLOR: '1', LOG_LEVEL: 'warn' },
    extraEnv,
  );

  let output = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, devEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<ExitResult>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const tail = () => output.split('\n').slice(-80).join('\n');

  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
    const left = readState(dataDir);
    for (const pid of [left?.pid, ...(left?.children ?? []).map((entry) => -entry.pid)]) {
      if (pid === undefined) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the stack was not up within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`));
      }, START_TIMEOUT_MS);
      const onData = () => {
        if (output.includes('dev stack is up')) {
          done();
          resolve();
        }
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`make dev exited with ${code} before it was up:\n${tail()}`));
      };
      const done = () => {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
      };
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
    });
    const state = readState(dataDir);
    if (!state?.ready) throw new Error(`no ready state in ${dataDir}:\n${tail()}`);
    return { base, ports: portsFromBase(base), dataDir, child, output: () => output, state, exit, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
