/**
 * `make dev` end to end (started by src/testing/dev-stack.ts): the whole stack on free ports
 * and a temporary data directory, then Ctrl-C, and a child dying on its own.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../src/ports.js';
import { readState } from '../src/state.js';
import { isAlive, START_TIMEOUT_MS, startDevStack, type RunningDevStack } from '../src/testing/index.js';

/** The orchestrator and every process group it started are gone, and so is every port the stack had. */
async function expectAllGone(dev: RunningDevStack): Promise<void> {
  expect(isAlive(dev.state.pid)).toBe(false);
  const leftovers = dev.state.children.filter(({ pid }) => isAlive(pid) || isAlive(-pid));
  expect(leftovers).toEqual([]);
  const open: string[] = [];
  for (const [name, port] of Object.entries(dev.ports)) if (await answers(port)) open.push(`${name}:${port}`);
  expect(open).toEqual([]);
  expect(readState(dev.dataDir)).toBeUndefined();
}

describe('make dev', () => {
  let dev: RunningDevStack;

  beforeAll(async () => {
    dev = await startDevStack({ assistantReplicas: 2 });
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await dev?.cleanup();
  });

  it('prints the URLs and the three demo accounts with their password', () => {
    const output = dev.output();
    expect(output).toContain(`http://localhost:${dev.base}/graphql`);
    expect(output).toContain(`http://localhost:${dev.ports.vite}`);
    expect(output).toContain(`mongodb://127.0.0.1:${dev.ports.mongo}`);
    expect(output).toContain(`redis://127.0.0.1:${dev.ports.redis}`);
    expect(output).toContain(`port ${dev.ports.smtp}`);
    expect(output).toContain(`http://localhost:${dev.base}/dev/mailbox`);
    for (const email of ['admin@smarthome.local', 'installer@smarthome.local', 'client@smarthome.local']) {
      expect(output).toContain(email);
    }
    expect(output).toContain('dev-password');
  });

  it('listens on loopback only, and says so', async () => {
    expect(dev.output()).toMatch(/Listens on\s+127\.0\.0\.1\s+this machine only/);
    expect(await answers(dev.base, '127.0.0.1')).toBe(true);
    // Any address of this machine that others can reach: the gateway and Vite do not answer there.
    const external = Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .filter((entry) => !entry.internal && entry.family === 'IPv4');
    for (const { address } of external) {
      expect(await answers(dev.base, address), `gateway on ${address}`).toBe(false);
      expect(await answers(dev.ports.vite, address), `vite on ${address}`).toBe(false);
    }
  });

  it('keeps the embedded data under DEV_DATA_DIR', () => {
    expect(existsSync(path.join(dev.dataDir, 'mongo'))).toBe(true);
    expect(existsSync(path.join(dev.dataDir, 'redis'))).toBe(true);
  });

  it('GET /api/v0/news?page=1&limit=12 on the gateway answers the seeded news', async () => {
    const seed = dev.state.ready?.seed as {
      services: Array<{ service: string; inserted: Record<string, number> }>;
    };
    const seeded = seed.services.find((entry) => entry.service === 'content')?.inserted.news ?? 0;
    expect(seeded).toBeGreaterThan(0);

    const response = await fetch(`http://127.0.0.1:${dev.base}/api/v0/news?page=1&limit=12`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<Record<string, unknown>>; pages: number };
    expect(body.data).toHaveLength(Math.min(seeded, 12));
    expect(body.pages).toBe(Math.ceil(seeded / 12));
    for (const item of body.data) {
      expect(item).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        tags: expect.any(Array),
        created_at: expect.any(String),
      });
    }
    const dates = body.data.map((item) => String(item.created_at));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("serves the gateway's /metrics on its own port, and 404 on the site's", async () => {
    expect((await fetch(`http://127.0.0.1:${dev.base}/metrics`)).status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${dev.ports.gatewayMetrics}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total{method="GET",route="/readyz"');
  });

  it('shows what the SMTP sink caught at /dev/mailbox on the gateway', async () => {
    const subject = `Mailbox check ${Date.now()}`;
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: dev.ports.smtp, secure: false, ignoreTLS: true })
      .sendMail({ from: 'no-reply@smarthome.local', to: 'client@smarthome.local', subject, text: 'hello' });

    const api = await fetch(`http://127.0.0.1:${dev.base}/dev/mailbox/api/messages`);
    expect(api.status).toBe(200);
    expect(await api.json()).toContainEqual(
      expect.objectContaining({ to: ['client@smarthome.local'], subject, text: 'hello' }),
    );
    const page = await fetch(`http://127.0.0.1:${dev.base}/dev/mailbox`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(subject);
  });

  it('stands in for Google with the development identity provider, wired to the auth service', async () => {
    const issuer = `http://127.0.0.1:${dev.ports.oidc}`;
    expect(dev.output()).toContain(issuer);
    const start = await fetch(`http://127.0.0.1:${dev.base}/api/v0/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location')!);
    expect(target.origin).toBe(issuer);
    expect(target.searchParams.get('redirect_uri')).toBe(
      `http://localhost:${dev.base}/api/v0/auth/google/callback`,
    );
    // The provider knows the client and its redirect URI: it goes on to its sign-in page
    // (an unknown client or redirect URI would be answered with an error page instead).
    const authorize = await fetch(target, { redirect: 'manual' });
    expect(authorize.status).toBe(303);
    expect(authorize.headers.get('location')).toMatch(/^\/interaction\/[\w-]+$/);
  });

  it('runs ASSISTANT_REPLICAS assistant processes, and the gateway takes turns between them', async () => {
    const units = (dev.state.ready?.units ?? []) as Array<{ name: string; service: string; port: number }>;
    const assistants = units.filter((unit) => unit.service === 'assistant');
    expect(assistants.map((unit) => unit.name)).toEqual(['assistant', 'assistant-2']);
    expect(dev.output()).toContain('2 replicas');

    // The demo admin asks twice: one answer from each replica.
    const site = `http://127.0.0.1:${dev.base}`;
    const csrf = await fetch(`${site}/api/v0/auth/csrf-token`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookies = csrf.headers.getSetCookie().map((line) => line.split(';')[0]);
    const login = await fetch(`${site}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; ') },
      body: JSON.stringify({ email: 'admin@smarthome.local', password: 'dev-password', csrfToken }),
    });
    expect(login.status).toBe(200);
    cookies.push(...login.headers.getSetCookie().map((line) => line.split(';')[0]));
    for (const question of ['Cât costă pachetul Basic?', 'Lucrați în Miroslava?']) {
      const chat = await fetch(`${site}/api/v0/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies.join('; '),
          'x-csrf-token': csrfToken,
        },
        body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
      });
      expect(chat.status).toBe(200);
    }
    const answered = await Promise.all(
      assistants.map(async ({ port }) => {
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        return Number(/^assistant_chats_answered_total (\d+)/m.exec(metrics)?.[1]);
      }),
    );
    expect(answered).toEqual([1, 1]);
  });

  it('serves the production build of the web app at /', async () => {
    const response = await fetch(`http://127.0.0.1:${dev.base}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // The home page is pre-rendered; it loads the islands' runtime.
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    const entry = /<script type="module" crossorigin src="(\/assets\/islands-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const script = await fetch(`http://127.0.0.1:${dev.base}${entry}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it('stops every child on SIGINT and exits 0', async () => {
    expect(dev.state.children.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'mongo',
        'redis',
        'auth',
        'content',
        'operations',
        'assistant',
        'assistant-2',
        'notifications',
        'gateway',
        'vite',
      ]),
    );
    dev.child.kill('SIGINT');
    const result = await dev.exit;
    expect({ ...result, output: result.code === 0 ? '' : dev.output() }).toEqual({
      code: 0,
      signal: null,
      output: '',
    });
    await expectAllGone(dev);
  }, 90_000);
});

describe('make dev, when a child dies on its own', () => {
  let dev: RunningDevStack;

  beforeAll(async () => {
    // The smallest stack that still has services: no Vite, no web build.
    dev = await startDevStack({ vite: false, webBuild: false });
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await dev?.cleanup();
  });

  it('reports it, stops the rest and exits 1', async () => {
    const content = dev.state.children.find((entry) => entry.name === 'content');
    expect(content).toBeDefined();
    process.kill(content!.pid, 'SIGKILL');

    const result = await dev.exit;
    expect(result).toEqual({ code: 1, signal: null });
    expect(dev.output()).toContain('content was killed by SIGKILL unexpectedly');
    await expectAllGone(dev);
  }, 90_000);
});
