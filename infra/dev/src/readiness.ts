import { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describeExit, StartupError, type ManagedProcess } from './processes.js';

const POLL_MS = 200;

/**
 * Resolves once `url` answers 200 (a service's /readyz: every dependency answers). Rejects
 * at once when the process exits, and after `timeoutMs` with the last answer and log lines.
 */
export async function waitForHttp(
  proc: ManagedProcess,
  url: string,
  timeoutMs: number,
  { accept = 'application/json' }: { accept?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new StartupError(proc, `${describeExit(await proc.exited)} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000), headers: { accept } });
      const body = await response.text();
      if (response.status === 200) return;
      last = `answered ${response.status}${body ? `: ${body.slice(0, 300)}` : ''}`;
    } catch (error) {
      last = reasonOf(error);
    }
    await delay(POLL_MS);
  }
  throw new StartupError(proc, `was not ready within ${timeoutMs / 1000} s (${url} ${last})`);
}

/** Resolves once a Redis server answers PING (NOAUTH also proves it is there). */
export async function waitForRedis(
  host: string,
  port: number,
  timeoutMs: number,
  proc?: ManagedProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  let exited = false;
  void proc?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (proc && exited) throw new StartupError(proc, describeExit(await proc.exited));
    try {
      const answer = await redisPing(host, port);
      if (answer.startsWith('+PONG') || answer.startsWith('-NOAUTH')) return;
      last = `answered ${answer.trim()}`;
    } catch (error) {
      last = reasonOf(error);
    }
    await delay(POLL_MS);
  }
  const reason = `Redis at ${host}:${port} did not answer PING within ${timeoutMs / 1000} s (${last})`;
  throw proc ? new StartupError(proc, reason) : new Error(reason);
}

function redisPing(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let answer = '';
    socket.setTimeout(1_000, () => {
      socket.destroy();
      reject(new Error('timed out'));
    });
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer);
      }
    });
    socket.connect(port, host, () => socket.write('PING\r\n'));
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
    const code =
      (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ??
      (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : error.message;
  }
  return String(error);
}
