/**
 * A deployable as operators run it: a process of its own (its `src/server.ts` through tsx, the
 * way every service starts in development, or a production bundle's JavaScript with plain node),
 * listening on a free loopback port, ready once its /readyz answers 200. Tests that need several
 * replicas or a production bundle, and benchmarks that must not share a CPU-bound event loop with
 * the load generator, start services this way instead of in-process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Env } from '../config.js';
import { getFreePort } from './ports.js';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * A cold start through tsx on a busy two-core machine (several services may start at once). A test
 * that starts a service inside itself needs this much time of its own besides its other steps.
 */
export const SERVICE_READY_TIMEOUT_MS = 120_000;
/** What is kept of the process's output for an error message. */
const OUTPUT_TAIL = 8_000;

export interface ServiceProcessOptions {
  /** The entry file (absolute), e.g. services/assistant/src/server.ts; a `.js` file runs without tsx. */
  entry: string;
  /** Its working folder (default: this process's). */
  cwd?: string;
  /** Where it listens (default: a free port): a replica started again where it was. */
  port?: number;
  /** Its configuration; PORT and HOST are chosen here. */
  env: Env;
  /**
   * false: `env` (and PATH) is all it gets, as in a container; nothing of the test runner's own
   * environment (NODE_OPTIONS, NODE_ENV) leaks in. Default true.
   */
  inheritEnv?: boolean;
  /** For error messages. */
  name?: string;
  /**
   * What answers 200 once it serves (default /readyz; /healthz for a gateway whose other
   * subgraphs are deliberately absent).
   */
  readyPath?: string;
  /** Flags for node itself (a benchmark's `--cpu-prof`). */
  nodeArgs?: string[];
  /** Where its log lines go; they are read (and dropped) otherwise, as a log collector would. */
  onOutput?: (chunk: Buffer) => void;
}

export interface ServiceProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** The last lines it printed. */
  output(): string;
  /** SIGTERM (a graceful stop), resolved once it exited. */
  stop(): Promise<void>;
}

async function waitUntilReady(service: ServiceProcess, name: string, readyPath: string): Promise<void> {
  const deadline = Date.now() + SERVICE_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { exitCode } = service.child;
    if (exitCode !== null) throw new Error(`${name} exited (${exitCode}):\n${service.output()}`);
    const ready = await fetch(`${service.origin}${readyPath}`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    // A process that is still compiling: nothing to wait on but its port.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not ready within ${SERVICE_READY_TIMEOUT_MS} ms:\n${service.output()}`);
}

export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const name = options.name ?? options.entry;
  const port = options.port ?? (await getFreePort());
  const loader = options.entry.endsWith('.js') ? [] : ['--import', tsxLoader];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.entry], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...(options.inheritEnv === false ? { PATH: process.env.PATH } : process.env),
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    options.onOutput?.(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: ServiceProcess = {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitUntilReady(started, name, options.readyPath ?? '/readyz');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return started;
}
