/**
 * Every deployable as its image runs it: bundled the way the Dockerfile's build stage does, into a
 * folder outside the workspace, then started from there with plain node, NODE_ENV=production and
 * nothing of this process's environment, against test servers. Each must be ready on /readyz and
 * pass its image's HEALTHCHECK; then the bundled gateway serves the site and the API through the
 * bundled subgraphs, and a password-reset mail goes from auth through Redis to the bundled worker's
 * SMTP send, its trace exported over OTLP by every process it crossed. A bundle that needs a
 * workspace path or a dev dependency at run time fails here.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import { DEPLOYABLES, GATEWAY, SUBGRAPHS, type Deployable } from '@smarthome/service-kit/contracts';
import {
  getFreePort,
  startServiceProcess,
  startTestMongo,
  startTestRedis,
  type ServiceProcess,
  type TestMongo,
  type TestRedis,
} from '@smarthome/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_ENTRY,
  BUNDLE_HEALTHCHECK,
  BUNDLE_WEB_DIR,
  bundleDeployable,
  type Bundle,
} from '../src/index.js';

const run = promisify(execFile);

const ADMIN_EMAIL = 'admin@bundle.test';
const ADMIN_PASSWORD = 'bundle-test-password';
/** Production's auth refuses to start without the key of the second factors' secrets. */
const SECOND_FACTOR_KEYS = `bundle:${randomBytes(32).toString('base64')}`;
const SERVICES = DEPLOYABLES.filter((deployable) => deployable.kind !== 'gateway');

let workDir: string;
let mongo: TestMongo;
let redis: TestRedis;
let smtp: SmtpSink;
let collector: OtlpCollector;
/** The bundled gateway's METRICS_PORT: a free one, not its default (another gateway may hold it). */
let gatewayMetricsPort: number;
const bundles = new Map<string, Bundle>();
const running = new Map<string, ServiceProcess>();

function bundleOf(deployable: Deployable): Bundle {
  const bundle = bundles.get(deployable.name);
  if (!bundle) throw new Error(`${deployable.name} was not bundled`);
  return bundle;
}

function processOf(deployable: Deployable): ServiceProcess {
  const started = running.get(deployable.name);
  if (!started) throw new Error(`${deployable.name} is not running`);
  return started;
}

/** A span as an OTLP/JSON export carries it, with the exporting process's service.name. */
interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

interface OtlpCollector {
  endpoint: string;
  spans: ExportedSpan[];
  stop(): Promise<void>;
}

/** An OTLP/HTTP receiver of traces (JSON encoding), as a collector runs one on :4318. */
async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ spans: Array<Omit<ExportedSpan, 'service'>> }>;
          }>;
        };
        for (const { resource, scopeSpans } of body.resourceSpans) {
          const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a container of the stack would be given (the compose file's variables). */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    LOG_LEVEL: 'warn',
    MONGODB_URI: mongo.uri,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    EVENTS_PREFIX: `bundle${process.pid}`,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SECOND_FACTOR_KEYS,
  };
}

/** Each service's database of this run: on a real MongoDB, nothing of `make dev`'s is touched. */
const databaseOf = (deployable: Deployable) => `${mongo.dbName}_${deployable.name}`;

async function start(deployable: Deployable, env: Record<string, string>): Promise<ServiceProcess> {
  const bundle = bundleOf(deployable);
  const started = await startServiceProcess({
    name: `${deployable.name} (bundle)`,
    entry: path.join(bundle.outDir, BUNDLE_ENTRY),
    cwd: bundle.outDir,
    env: deployable.kind === 'gateway' ? env : { ...env, MONGODB_DB: databaseOf(deployable) },
    inheritEnv: false,
    nodeArgs: ['--enable-source-maps'],
  });
  running.set(deployable.name, started);
  return started;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'smarthome-bundles-'));
  [mongo, redis, smtp, collector] = await Promise.all([
    startTestMongo({ prefix: 'bundle' }),
    startTestRedis(),
    startSmtpSink(),
    startOtlpCollector(),
  ]);
  // One at a time: each deploy is mostly file copies, which side by side only contend.
  for (const deployable of DEPLOYABLES) {
    bundles.set(
      deployable.name,
      await bundleDeployable(deployable.name, { outDir: path.join(workDir, deployable.name) }),
    );
  }
  // Auth first: every other process verifies tokens against its signing keys.
  const auth = await start(SUBGRAPHS[0]!, productionEnv());
  const verifierEnv = { ...productionEnv(), AUTH_JWKS_URL: `${auth.origin}/.well-known/jwks.json` };
  await Promise.all(SERVICES.filter((d) => d.name !== 'auth').map((d) => start(d, verifierEnv)));
  gatewayMetricsPort = await getFreePort();
  await start(GATEWAY, {
    ...verifierEnv,
    METRICS_PORT: String(gatewayMetricsPort),
    WEB_DIST_DIR: path.join(bundleOf(GATEWAY).outDir, BUNDLE_WEB_DIR),
    ...Object.fromEntries(
      SUBGRAPHS.map((subgraph) => [subgraph.urlEnv, `${processOf(subgraph).origin}/graphql`]),
    ),
  });
}, 300_000);

afterAll(async () => {
  await Promise.allSettled([...running.values()].map((started) => started.stop()));
  if (mongo && process.env.MONGODB_URI) {
    const client = await mongoose.createConnection(mongo.uri).asPromise();
    for (const deployable of SERVICES) await client.useDb(databaseOf(deployable)).dropDatabase();
    await client.close();
  }
  await Promise.allSettled([mongo?.stop(), redis?.stop(), smtp?.stop(), collector?.stop()]);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.each(DEPLOYABLES.map((deployable) => ({ name: deployable.name, deployable })))(
  '$name as its image runs it',
  ({ deployable }) => {
    it('holds its bundle, its production packages and nothing of the workspace', async () => {
      const { outDir } = bundleOf(deployable);
      const entries = (await readdir(outDir)).sort();
      expect(entries).toEqual(
        [
          'dist',
          'node_modules',
          'package.json',
          ...(deployable.kind === 'gateway' ? ['supergraph.graphql', 'web'] : []),
        ].sort(),
      );
      expect(existsSync(path.join(outDir, 'node_modules', '@smarthome'))).toBe(false);
      for (const devOnly of ['vitest', 'typescript', '@graphql-codegen/core']) {
        expect(existsSync(path.join(outDir, 'node_modules', devOnly)), devOnly).toBe(false);
      }
      const code = await readFile(path.join(outDir, BUNDLE_ENTRY), 'utf8');
      expect(code).not.toMatch(/from\s*["']@smarthome\//);
      expect(code).not.toMatch(/import\(\s*["']@smarthome\//);
    });

    it('is ready on /readyz and passes the image HEALTHCHECK', async () => {
      const started = processOf(deployable);
      const ready = await fetch(`${started.origin}/readyz`);
      expect(ready.status, started.output()).toBe(200);
      const port = new URL(started.origin).port;
      const { outDir } = bundleOf(deployable);
      await expect(
        run(process.execPath, [BUNDLE_HEALTHCHECK], {
          cwd: outDir,
          env: { PATH: process.env.PATH, PORT: port },
        }),
      ).resolves.toBeDefined();
    });
  },
);

describe('a bundle started with a wrong configuration', () => {
  it('exits with every problem listed, no value echoed', async () => {
    const { outDir } = bundleOf(SUBGRAPHS[1]!);
    const failure = await run(process.execPath, [BUNDLE_ENTRY], {
      cwd: outDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: 'eighty',
        MONGODB_URI: 'postgres://secret@db',
      },
      timeout: 30_000,
    }).then(
      () => undefined,
      (error: Error & { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^Invalid configuration:\n {2}- PORT: .*\n {2}- MONGODB_URI: must be a mongodb:\/\/ or mongodb\+srv:\/\/ connection string/m,
    );
    expect(failure?.stderr).not.toContain('secret@db');
  });
});

describe('the bundled stack', () => {
  it('serves the pre-rendered site and the news through the gateway', async () => {
    const gateway = processOf(GATEWAY).origin;
    const home = await fetch(`${gateway}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await home.text();
    expect(html.match(/<title>(.*?)<\/title>/)?.[1]).toBe('SmartHome Iași');
    // Pre-rendered at build time, so the page is there before any script runs.
    expect(html.includes('<div id="root" data-prerendered="/">')).toBe(true);

    // Written by the web build's server renderer, which the gateway loads from the bundle.
    const blog = await fetch(`${gateway}/blog`);
    expect(blog.status).toBe(200);
    expect((await blog.text()).match(/<title>(.*?)<\/title>/)?.[1]).toMatch(/Blog/);

    const news = await fetch(`${gateway}/api/v0/news?page=1&limit=12`);
    expect(news.status).toBe(200);
    expect(await news.json()).toMatchObject({ data: expect.any(Array) });
  });

  it("serves /metrics on the gateway's metrics port, and 404 on the site's", async () => {
    const gateway = processOf(GATEWAY).origin;
    expect((await fetch(`${gateway}/metrics`)).status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${gatewayMetricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /^http_requests_total\{method="GET",route="\/readyz",status_code="200"\} \d+$/m,
    );
  });

  it('signs the admin in and answers who it is over GraphQL', async () => {
    const gateway = processOf(GATEWAY).origin;
    const cookies = new Map<string, string>();
    const keep = (answer: Response) => {
      for (const line of answer.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return answer;
    };
    const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const csrf = keep(await fetch(`${gateway}/api/v0/auth/csrf-token`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const login = keep(
      await fetch(`${gateway}/api/v0/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie() },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrfToken }),
      }),
    );
    expect(login.status, await login.clone().text()).toBe(200);

    const me = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': csrfToken },
      body: JSON.stringify({ query: '{ me { email role } }' }),
    });
    expect(await me.json()).toEqual({ data: { me: { email: ADMIN_EMAIL, role: 'admin' } } });
  });

  it('sends a password-reset mail from auth through the events to the worker and SMTP', async () => {
    const gateway = processOf(GATEWAY).origin;
    const csrf = await fetch(`${gateway}/api/v0/auth/csrf-token`);
    const [pair = ''] = (csrf.headers.getSetCookie()[0] ?? '').split(';');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const mail = smtp.waitForMessage((message) => message.to.some((to) => to.includes(ADMIN_EMAIL)), {
      timeoutMs: 30_000,
    });
    const asked = await fetch(`${gateway}/api/v0/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pair, 'x-csrf-token': csrfToken },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect((await mail).subject).toBeTruthy();

    // Its trace, exported by the gateway, auth and the worker, is one.
    const sent = (span: ExportedSpan) => span.service === 'notifications' && span.name === 'smtp send';
    await expect.poll(() => collector.spans.some(sent), { timeout: 15_000 }).toBe(true);
    const { traceId } = collector.spans.find(sent)!;
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const root = trace.find((span) => !span.parentSpanId);
    expect(root).toMatchObject({ service: 'gateway', name: 'POST /api/v0/auth/forgot-password' });
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['gateway', 'auth', 'notifications']));
  });
});
