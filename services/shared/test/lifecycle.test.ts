import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getFreePort,
  startTestMongo,
  startTestRedis,
  type TestMongo,
  type TestRedis,
} from '../src/testing/index.js';

const serverFile = fileURLToPath(new URL('./fixtures/server.ts', import.meta.url));

interface Run {
  lines: () => string[];
  stderr: () => string;
  waitFor: (text: string) => Promise<void>;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts the fixture server.ts as its own process, like `tsx src/server.ts`. */
function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const waiter of [...waiters]) {
      if (stdout.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    lines: () => stdout.split('\n').filter(Boolean),
    stderr: () => stderr,
    waitFor: (text) =>
      stdout.includes(text)
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiters.push({ text, resolve })),
            exited.then((code) =>
              Promise.reject(new Error(`exited with ${code} before "${text}": ${stderr}`)),
            ),
          ]),
    exited,
    kill: (signal) => child.kill(signal),
  };
}

let mongo: TestMongo;
let redis: TestRedis;

beforeAll(async () => {
  [mongo, redis] = await Promise.all([startTestMongo({ prefix: 'lifecycle' }), startTestRedis()]);
});

afterAll(async () => {
  await Promise.allSettled([mongo?.stop(), redis?.stop()]);
});

describe('runService (server.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'listens, and on %s closes gracefully and exits 0',
    async (signal) => {
      const port = await getFreePort();
      const server = run({
        PORT: String(port),
        MONGODB_URI: mongo.uri,
        MONGODB_DB: mongo.dbName,
        REDIS_URL: redis.url,
      });
      await server.waitFor('Server listening');
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      server.kill(signal);
      expect(await server.exited).toBe(0);
      const messages = server.lines().map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
    },
  );

  it('refuses to start with a wrong environment, listing every problem, and exits 1', async () => {
    const server = run({ PORT: 'eighty', MONGODB_URI: 'http://nope', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Invalid configuration:');
    for (const variable of ['PORT', 'MONGODB_URI', 'LOG_LEVEL'])
      expect(server.stderr()).toContain(`- ${variable}:`);
  });
});
