/**
 * The real worker process (`src/worker.ts`) killed with SIGKILL in the middle of an SMTP
 * transaction: the sink is holding the message it received in full, not yet answered.
 * Another worker takes the job over once the lock expires, and the mail arrives once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '@smarthome/service-kit/events';
import { eventually, getFreePort } from '@smarthome/service-kit/testing';
import { INSTALLER, mailsWithId, startEmailTestInfra, type EmailTestInfra } from './support.js';

const WORKER = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts `src/worker.ts` as `make dev` does; resolves once its /readyz answers 200. */
async function startWorker(env: Record<string, string | undefined>): Promise<WorkerProcess> {
  const port = await getFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the worker exited early:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
    },
    (status) => status === 200,
    { timeoutMs: 30_000, intervalMs: 100 },
  );
  return { child, output: () => output, exited };
}

describe('a notifications worker killed with SIGKILL while sending', () => {
  let infra: EmailTestInfra;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    infra = await startEmailTestInfra();
  });
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    }
    await Promise.all(workers.map((worker) => worker.exited));
    await infra?.stop();
  });

  it('has its job retried by a second worker, and the e-mail arrives exactly once', async () => {
    const hold = infra.sink.hold();
    const first = await startWorker(infra.env());
    workers.push(first);

    const event = newEvent('contact.received', {
      messageId: 'crash-1',
      name: 'Radu',
      email: 'radu@example.ro',
      message: 'Vreau o instalare în Tătărași.',
    });
    const messageId = `<${event.id}.0@smarthome.local>`;
    await infra.publish([event]);

    // The first worker has sent the whole message and waits for the sink's answer: kill it there.
    const held = await hold.next({ timeoutMs: 20_000 });
    expect(held.mail.messageId).toBe(messageId);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // It never got its 250, so the message was not delivered.
    await held.hungUp;
    hold.release();
    expect(infra.sink.messages()).toEqual([]);
    const [interrupted] = await infra.deliveries(event.id);
    expect(interrupted).toMatchObject({ status: 'queued', attempts: 1, messageId });

    const second = await startWorker(infra.env());
    workers.push(second);
    const mail = await infra.sink.waitForMessage((m) => m.messageId === messageId, { timeoutMs: 20_000 });
    expect(mail).toMatchObject({ to: [INSTALLER], replyTo: '"Radu" <radu@example.ro>' });

    await eventually(() => infra.processed(event.id), Boolean);
    const [delivery] = await infra.deliveries(event.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, messageId, lastError: null });
    expect(mailsWithId(infra.sink, messageId)).toHaveLength(1);

    // The second worker stops cleanly on SIGTERM, its job done.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(mailsWithId(infra.sink, messageId)).toHaveLength(1);
  }, 60_000);
});
