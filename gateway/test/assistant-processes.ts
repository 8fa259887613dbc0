/**
 * Assistant services as operators run them: separate processes (`src/server.ts` through tsx), on
 * the same MongoDB and Redis, so that what one replica counts the others see. Each is ready once
 * its /readyz answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Env } from '@smarthome/service-kit';
import { getFreePort } from '@smarthome/service-kit/testing';

const serverEntry = fileURLToPath(new URL('../../services/assistant/src/server.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A cold start through tsx on a busy two-core machine. */
const READY_TIMEOUT_MS = 60_000;

export interface AssistantProcess {
  /** Its GraphQL endpoint (a gateway's ASSISTANT_URL). */
  graphqlUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the assistant exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    // Polling a process that is still compiling: nothing to wait on but its port.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the assistant was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startAssistantProcess(env: Env): Promise<AssistantProcess> {
  const port = await getFreePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(origin, child, () => printed);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    graphqlUrl: `${origin}/graphql`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
