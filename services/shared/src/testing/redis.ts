import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Env } from '../config.js';
import { readTestEnv } from './env.js';
import { getFreePort } from './ports.js';

export interface TestRedis {
  url: string;
  /** A key prefix no other call got, for suites that share one Redis (REDIS_URL). */
  keyPrefix: string;
  /** The spawned server's process id (none for REDIS_URL): what benchmarks read its CPU time by. */
  pid?: number;
  /** Stops the spawned server (nothing to do for REDIS_URL). */
  stop(): Promise<void>;
}

/**
 * A Redis for one suite: REDIS_URL when set, else a `redis-server` spawned on a free port
 * with persistence off, in a temporary folder, resolved once it answers PING.
 *
 * With `port`, always a spawned server on that port, whatever REDIS_URL says: for tests
 * that stop Redis and start it again where their clients expect it (an outage).
 */
export async function startTestRedis(options: { env?: Env; port?: number } = {}): Promise<TestRedis> {
  const env = readTestEnv(options.env);
  const keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
  if (env.REDIS_URL && options.port === undefined) {
    return { url: env.REDIS_URL, keyPrefix, stop: async () => undefined };
  }

  let lastError: unknown;
  // A port found free can be taken before redis-server binds it: try again on another one
  // (a fixed port gets the same tries, for a server that is still letting it go).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = options.port ?? (await getFreePort());
    const dir = await mkdtemp(join(tmpdir(), 'smarthome-redis-'));
    const child = spawn(
      env.REDIS_SERVER_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `redis://127.0.0.1:${port}`;
    try {
      await waitForPing(url, child, () => output);
      return {
        url,
        keyPrefix,
        ...(child.pid === undefined ? {} : { pid: child.pid }),
        async stop() {
          await stopChild(child);
          await rm(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    }
  }
  throw lastError;
}

/** Resolves when redis-server says it is ready and answers PING; rejects when it exits or stalls. */
async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`redis-server not ready within 10 s: ${output().trim()}`));
    }, 10_000);
    const onData = () => {
      if (output().includes('Ready to accept connections')) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`redis-server exited with ${code}: ${output().trim()}`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new Error(`cannot start redis-server: ${error.message}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
    onData();
  });
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const answer = await client.ping();
    if (answer !== 'PONG') throw new Error(`redis-server answered ${answer} to PING`);
  } finally {
    client.disconnect();
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
