/**
 * The whole product as `make dev` runs it (infra/dev/src/dev.ts as a child process): embedded
 * MongoDB, Redis, the SMTP sink and its mailbox, the local identity provider standing in for
 * Google, every service and the notifications worker, and the gateway serving the built web/dist.
 * On ports of its own (DEV_PORT_BASE) and a temporary data directory, so it runs beside a
 * developer's `make dev`; without Vite and without building (run `pnpm --filter @smarthome/web
 * build` first, as scripts/run-tests.mjs does). Always the embedded defaults: MONGODB_URI,
 * REDIS_URL, SMTP_URL, OIDC_* and SEED_DEMO of the outer environment are not passed on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const devEntry = path.join(repoRoot, 'infra/dev/src/dev.ts');

/** A cold start of every process through tsx on a busy two-core machine. */
export const STACK_START_TIMEOUT_MS = 180_000;

/** infra/dev/src/config.ts portsFromBase: the offsets of every port of the stack. */
const PORT_OFFSETS = [0, 17, 25, 79, 80, 101, 102, 103, 104, 105, 110, 173];

export interface Mail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface DevStack {
  /** The site as its mails link to it (PUBLIC_BASE_URL): http://localhost:<base>. */
  siteUrl: string;
  /** The mails the services sent, newest first (the dev mailbox API through the gateway). */
  mails(): Promise<Mail[]>;
  /** Waits for a mail to `to` that matches, up to `timeoutMs`. */
  waitForMail(to: string, match: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  /** Everything the stack printed (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A base whose ports are all free on loopback and on all interfaces (as the orchestrator checks).
 * Below 32768, where Linux hands out no ephemeral ports, so no outgoing connection takes one
 * between this check and the orchestrator's.
 */
async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const base = 21_000 + Math.floor(Math.random() * 1_100) * 10;
    const ports = PORT_OFFSETS.map((offset) => base + offset);
    // One port's two checks one after the other: binding both at once would clash with itself.
    const free = await Promise.all(
      ports.map(async (port) => (await canListen(port, '127.0.0.1')) && canListen(port, '0.0.0.0')),
    );
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free block of ports found');
}

interface StateFile {
  pid: number;
  children: Array<{ pid: number }>;
}

function readState(dataDir: string): StateFile | undefined {
  const file = path.join(dataDir, 'dev-state.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StateFile) : undefined;
}

/**
 * Starts the stack and resolves once the orchestrator printed that it is up. Tried again on
 * other ports when one was taken meanwhile (another test run on the same machine).
 */
export async function startDevStack(): Promise<DevStack> {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `pnpm --filter @smarthome/web build` first.');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(): Promise<DevStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'smarthome-e2e-'));
  const base = await freePortBase();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(VITEST.*|NODE_ENV|MONGODB_URI|REDIS_URL|SMTP_URL|SEED_DEMO|PUBLIC_BASE_URL|OIDC_.*|DEV_.*)$/.test(
        key,
      )
    ) {
      env[key] = value;
    }
  }
  Object.assign(env, {
    DEV_PORT_BASE: String(base),
    DEV_DATA_DIR: dataDir,
    DEV_VITE: '0',
    DEV_WEB_BUILD: '0',
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
  });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child: ChildProcess = spawn(process.execPath, ['--import', tsx, devEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const tail = () => output.split('\n').slice(-60).join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // Ctrl-C: the orchestrator stops every process it started (it exits within seconds).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    // After a SIGKILL its children may be left: the state file names their process groups.
    const left = readState(dataDir);
    for (const pid of (left?.children ?? []).map((entry) => -entry.pid)) {
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
      const timer = setTimeout(
        () => reject(new Error(`the stack was not up within ${STACK_START_TIMEOUT_MS / 1000} s:\n${tail()}`)),
        STACK_START_TIMEOUT_MS,
      );
      const onData = () => {
        if (!output.includes('dev stack is up')) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        const message = `make dev exited before it was up:\n${tail()}`;
        reject(/port \d+ is in use/.test(output) ? new PortTaken(message) : new Error(message));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const siteUrl = `http://localhost:${base}`;
  const mails = async () => {
    // 127.0.0.1: the gateway listens on IPv4, and Node may try ::1 first for localhost.
    const response = await fetch(`http://127.0.0.1:${base}/dev/mailbox/api/messages`);
    if (!response.ok) throw new Error(`mailbox: ${response.status}`);
    return (await response.json()) as Mail[];
  };
  return {
    siteUrl,
    mails,
    async waitForMail(to, match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      // The mailbox is an HTTP API in another process: asking again is the only way to hear of a mail.
      for (;;) {
        const found = (await mails()).find((mail) => mail.to.includes(to) && match(mail));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching mail to ${to} within ${timeoutMs / 1000} s:\n${tail()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    output: () => output,
    stop,
  };
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s<>"')\\]]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}
