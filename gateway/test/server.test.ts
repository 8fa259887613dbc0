/** The gateway process (src/server.ts): config validation at start, its two listeners, graceful close. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '@smarthome/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSupergraph } from './helpers.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A cold start through tsx loads Apollo and compiles the gateway's sources: seconds when idle, far
 * longer while the rest of `make test` keeps both CPUs busy.
 */
const START_LIMIT_MS = 90_000;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${text}" in:\n${output}`)), START_LIMIT_MS);
      const check = () => {
        if (output.includes(text)) {
          clearTimeout(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearTimeout(timer);
          reject(new Error(`exited with ${child.exitCode}:\n${output}`));
        } else setTimeout(check, 50);
      };
      check();
    });
  return { child, exited, waitFor, output: () => output };
}

let supergraph: { file: string; remove: () => Promise<void> };
beforeAll(async () => {
  supergraph = await fixtureSupergraph();
});
afterAll(async () => {
  await supergraph?.remove();
});

describe('src/server.ts', () => {
  it(
    'listens on PORT, serves /metrics on METRICS_PORT only, and closes gracefully on SIGTERM (exit 0)',
    async () => {
      const port = await getFreePort();
      const metricsPort = await getFreePort();
      const server = startServer({
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        SUPERGRAPH_PATH: supergraph.file,
      });
      try {
        await server.waitFor(`Server listening at http://127.0.0.1:${metricsPort}`);
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
        const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toContain(
          'http_requests_total{method="GET",route="/healthz",status_code="200"} 1',
        );
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('closing the gateway');
        await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
      } finally {
        server.child.kill('SIGKILL');
      }
    },
    START_LIMIT_MS + 30_000,
  );

  it(
    'refuses to start on an invalid configuration and lists every problem (exit 1)',
    async () => {
      const server = startServer({ PORT: 'x', AUTH_URL: 'not a url', SUPERGRAPH_PATH: supergraph.file });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Invalid gateway configuration');
      expect(server.output()).toContain('PORT');
      expect(server.output()).toContain('AUTH_URL');
    },
    START_LIMIT_MS,
  );
});
