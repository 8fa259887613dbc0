/**
 * `make dev` for a test: the real entry (src/dev.ts, which starts src/orchestrator.ts) as a
 * child process, on a block of ports of its own (DEV_PORT_BASE) and a temporary data directory
 * (DEV_DATA_DIR), so tests run beside a developer's `make dev`. Always the embedded defaults:
 * MONGODB_URI, REDIS_URL, SMTP_URL, OIDC_*, SEED_DEMO, PUBLIC_BASE_URL and DEV_* of the outer
 * environment are not passed on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO_ROOT, type PortPlan } from '../config.js';
import { readState, type DevState } from '../state.js';
import { mailboxClient, type MailboxClient } from './mailbox-client.js';
import { freePortBase } from './port-block.js';

const devEntry = fileURLToPath(new URL('../dev.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A cold start of every process through tsx on a busy two-core machine, web build included. */
export const START_TIMEOUT_MS = 200_000;

/** How long a Ctrl-C may take to stop everything before stop() kills what is left. */
const STOP_TIMEOUT_MS = 30_000;

/** The outer environment's variables that would take the stack off its embedded defaults. */
const NOT_PASSED_ON =
  /^(VITEST.*|NODE_ENV|MONGODB_URI|REDIS_URL|SMTP_URL|SEED_DEMO|PUBLIC_BASE_URL|OIDC_.*|DEV_.*|ASSISTANT_REPLICAS)$/;

export interface DevStackOptions {
  /** The Vite dev server (DEV_VITE); default on, as in `make dev`. */
  vite?: boolean;
  /** Build web/dist when stale (DEV_WEB_BUILD); default on. Off, the gateway serves web/dist as it is. */
  webBuild?: boolean;
  /** Fail at once when web/dist holds no build (the browser tests need the site, not the API alone). */
  requireBuiltWeb?: boolean;
  /** Assistant processes behind the gateway (ASSISTANT_REPLICAS); default 1. */
  assistantReplicas?: number;
  /** Settings of the services beyond the embedded defaults (e.g. a rate limit for many test sign-ins). */
  env?: Record<string, string>;
}

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningDevStack extends MailboxClient {
  base: number;
  /** The ports the stack actually took (the state file's). */
  ports: PortPlan;
  /** The site as its mails link to it (PUBLIC_BASE_URL): http://localhost:<base>. */
  siteUrl: string;
  dataDir: string;
  /** The `make dev` process (src/dev.ts). */
  child: ChildProcess;
  /** The state file as it was once the stack was up. */
  state: DevState;
  exit: Promise<ExitResult>;
  /** Everything printed so far (for a failure's message). */
  output(): string;
  /** Ctrl-C, as a developer stops it; then whatever is left is killed and the data directory removed. */
  stop(): Promise<void>;
  /** Kills whatever is left (the orchestrator, its children) at once and removes the data directory. */
  cleanup(): Promise<void>;
}

class PortTaken extends Error {}

/**
 * Starts the stack and resolves once the orchestrator printed that it is up. Tried again on
 * other ports when one was taken meanwhile (another test run on the same machine).
 */
export async function startDevStack(options: DevStackOptions = {}): Promise<RunningDevStack> {
  if (options.requireBuiltWeb && !existsSync(path.join(REPO_ROOT, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `pnpm --filter @smarthome/web build` first.');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

function childEnv(base: number, dataDir: string, options: DevStackOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !NOT_PASSED_ON.test(key)) env[key] = value;
  }
  return {
    ...env,
    DEV_PORT_BASE: String(base),
    DEV_DATA_DIR: dataDir,
    ...(options.vite === false ? { DEV_VITE: '0' } : {}),
    ...(options.webBuild === false ? { DEV_WEB_BUILD: '0' } : {}),
    ...(options.assistantReplicas ? { ASSISTANT_REPLICAS: String(options.assistantReplicas) } : {}),
    ...options.env,
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
  };
}

async function startOnce(options: DevStackOptions): Promise<RunningDevStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'smarthome-dev-'));
  const base = await freePortBase();
  let output = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, devEntry], {
    cwd: REPO_ROOT,
    env: childEnv(base, dataDir, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<ExitResult>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const tail = () => output.split('\n').slice(-80).join('\n');

  const cleanup = async () => {
    if (running()) {
      child.kill('SIGKILL');
      await exit;
    }
    // The orchestrator is a child of dev.ts and its children have process groups of their own:
    // after a SIGKILL the state file is what names them.
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

  const stop = async () => {
    if (running()) {
      // Ctrl-C: the orchestrator stops every process it started (it exits within seconds).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    await cleanup();
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
        const message = `make dev exited with ${code} before it was up:\n${tail()}`;
        reject(/port \d+ is in use/.test(output) ? new PortTaken(message) : new Error(message));
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
    const ports = state.ready.ports as PortPlan;
    // 127.0.0.1: the gateway listens on IPv4, and Node may try ::1 first for localhost.
    const mailbox = mailboxClient(`http://127.0.0.1:${ports.gateway}`, tail);
    return {
      ...mailbox,
      base,
      ports,
      siteUrl: `http://localhost:${ports.gateway}`,
      dataDir,
      child,
      state,
      exit,
      output: () => output,
      stop,
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
