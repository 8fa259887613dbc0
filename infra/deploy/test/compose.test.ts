/**
 * The compose file, the Dockerfile and .env.example against the code (no Docker engine runs
 * here): every deployable is a service built from a target of the Dockerfile, wired to the others
 * at their ports, gated on readiness, and given only variables it reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig as parseGatewayConfig } from '@smarthome/gateway';
import { DEPLOYABLES, GATEWAY, SERVICES, SUBGRAPHS } from '@smarthome/service-kit/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/index.js';
import { readsVariable } from './deployable-env.js';
import { countsOnlyProblems, LIMITS, LIMITS_URL } from './gateway-limits.js';

interface ComposeService {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: Array<{ path: string; required?: boolean }>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  expose?: string[];
  healthcheck?: { test: string[] };
  networks?: string[];
  volumes?: string[];
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean } | null>;
};
const dockerfile = read('Dockerfile');

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

/** The runtime targets of the Dockerfile and the port each exposes. */
function dockerTargets(): Map<string, string | undefined> {
  const targets = new Map<string, string | undefined>();
  for (const stage of dockerfile.split(/^FROM /m).slice(1)) {
    const name = /^runtime AS (\S+)/.exec(stage)?.[1];
    if (name) targets.set(name, /^EXPOSE (\d+)/m.exec(stage)?.[1]);
  }
  return targets;
}

/** What .env.example sets (empty values left out: they mean unset). */
function exampleEnv(): Record<string, string> {
  return Object.fromEntries(
    [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.+)$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

/** The variables of .env.example before its sections for the web build and for development. */
function exampleVariables(): string[] {
  const [deployed = ''] = read('.env.example').split(/^# ── (?:Build of the web app|Development only)/m);
  return [...deployed.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

describe('docker-compose.yml', () => {
  it('runs every deployable from its own target of the Dockerfile', () => {
    const targets = dockerTargets();
    for (const { name, devPort } of DEPLOYABLES) {
      expect(service(name).build, name).toEqual({ context: '.', target: name });
      expect(targets.get(name), `Dockerfile target ${name} exposes its port`).toBe(String(devPort));
    }
    const built = Object.values(compose.services).flatMap((s) => (s.build ? [s.build.target] : []));
    expect(built.sort()).toEqual([...targets.keys()].sort());
  });

  it('has MongoDB 7, Redis 7 with its append-only file, and Mailpit, each with a health check', () => {
    expect(service('mongo').image).toBe('mongo:7');
    expect(service('redis').image).toBe('redis:7');
    expect(service('redis').command?.join(' ')).toContain('--appendonly yes');
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:/);
    for (const name of ['mongo', 'redis', 'mailpit']) expect(service(name).healthcheck, name).toBeDefined();
  });

  it("gives the gateway a Redis of its own for the API tokens' counts, on a network only the two share", () => {
    const limits = service(LIMITS.name);
    expect(limits.image).toBe('redis:7');
    expect(countsOnlyProblems(limits.command ?? []).problems).toEqual([]);
    expect(limits.volumes, 'nothing kept').toBeUndefined();
    expect(limits.ports, 'never published').toBeUndefined();
    expect(limits.healthcheck).toBeDefined();

    expect(limits.networks).toEqual([LIMITS.name]);
    expect(compose.networks?.[LIMITS.name]?.internal).toBe(true);
    const members = Object.entries(compose.services)
      .filter(([, s]) => s.networks?.includes(LIMITS.name))
      .map(([name]) => name);
    expect(members.sort()).toEqual([GATEWAY.name, LIMITS.name].sort());
    // Joining a network of its own would take the gateway off the default one, where the services are.
    expect(service(GATEWAY.name).networks).toContain('default');
    for (const { name } of SERVICES) expect(service(name).networks, name).toBeUndefined();

    expect(service(GATEWAY.name).environment?.API_TOKEN_RATE_LIMIT_REDIS_URL).toBe(LIMITS_URL);
    const told = Object.entries(compose.services)
      .filter(([, s]) => Object.values(s.environment ?? {}).some((value) => value.includes(LIMITS.name)))
      .map(([name]) => name);
    expect(told).toEqual([GATEWAY.name]);
  });

  it('starts each process once what it needs is ready, and gates on its /readyz', () => {
    for (const { name } of SERVICES) {
      expect(service(name).depends_on, name).toMatchObject({
        mongo: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(service('notifications').depends_on).toMatchObject({ mailpit: { condition: 'service_healthy' } });
    // The assistant asks operations for the caller's installations and issues.
    expect(service('assistant').depends_on).toMatchObject({ operations: { condition: 'service_healthy' } });
    expect(Object.keys(service(GATEWAY.name).depends_on ?? {}).sort()).toEqual(
      [...SERVICES.map((s) => s.name), LIMITS.name].sort(),
    );
    for (const { name } of DEPLOYABLES) {
      expect(service(name).healthcheck?.test, name).toEqual([
        'CMD',
        'node',
        'dist/healthcheck.js',
        '/readyz',
      ]);
    }
  });

  it('sets only variables each process reads, and wires them by service name and port', () => {
    for (const { name } of DEPLOYABLES) {
      const unknown = Object.keys(service(name).environment ?? {}).filter((key) => !readsVariable(name, key));
      expect(unknown, `${name} does not read these`).toEqual([]);
      expect(service(name).environment?.HOST, name).toBe('0.0.0.0');
    }
    const gateway = service(GATEWAY.name).environment ?? {};
    for (const subgraph of SUBGRAPHS) {
      expect(gateway[subgraph.urlEnv]).toBe(`http://${subgraph.name}:${subgraph.devPort}/graphql`);
      expect(service(subgraph.name).environment?.AUTH_JWKS_URL).toBe(
        `http://auth:${SUBGRAPHS[0]!.devPort}/.well-known/jwks.json`,
      );
    }
    expect(service('notifications').environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(service('assistant').environment?.OPERATIONS_URL).toBe(gateway.OPERATIONS_URL);
  });

  it('reads .env.example, then an optional .env', () => {
    for (const { name } of DEPLOYABLES) {
      expect(service(name).env_file, name).toEqual([
        { path: '.env.example' },
        { path: '.env', required: false },
      ]);
    }
  });

  it('publishes only the site, the mail UI and the backing servers on loopback, so the assistant can scale', () => {
    const published = Object.entries(compose.services).flatMap(([name, s]) => (s.ports ? [name] : []));
    expect(published.sort()).toEqual(['gateway', 'mailpit', 'mongo', 'redis']);
    for (const name of ['mailpit', 'mongo', 'redis']) {
      for (const port of service(name).ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it("lets the gateway's metrics port be scraped inside the network, never published", () => {
    const gateway = service(GATEWAY.name);
    // Compose gives the gateway .env.example's METRICS_PORT.
    const { metricsPort } = parseGatewayConfig({ METRICS_PORT: exampleEnv().METRICS_PORT });
    expect(metricsPort).toBe(GATEWAY.metricsPort);
    expect(gateway.expose).toEqual([String(metricsPort)]);
    expect(gateway.ports).toEqual([`${GATEWAY.devPort}:${GATEWAY.devPort}`]);
  });
});

describe('.env.example', () => {
  it('lists only variables some process reads', () => {
    const unread = exampleVariables().filter(
      (key) => !DEPLOYABLES.some(({ name }) => readsVariable(name, key)),
    );
    expect(unread).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('copies every workspace manifest before installing, so that the install layer is complete', () => {
    const workspace = parse(read('pnpm-workspace.yaml')) as { packages: string[] };
    const installAt = dockerfile.indexOf('RUN pnpm install --frozen-lockfile');
    const copied = [...dockerfile.slice(0, installAt).matchAll(/^COPY (\S+)\/package\.json /gm)].map(
      (m) => m[1],
    );
    const packages = workspace.packages.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(REPO_ROOT, pattern.slice(0, -2))).map(
            (dir) => `${pattern.slice(0, -2)}/${dir}`,
          )
        : [pattern],
    );
    expect(packages).toContain('infra/deploy');
    for (const dir of packages.filter((dir) => existsSync(path.join(REPO_ROOT, dir, 'package.json')))) {
      expect(copied, dir).toContain(dir);
    }
  });

  it('runs as an unprivileged user, in production mode, with a HEALTHCHECK', () => {
    const runtime = dockerfile.split(/^FROM /m).find((stage) => stage.includes(' AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).toMatch(/^HEALTHCHECK .*dist\/healthcheck\.js/m);
  });

  it('keeps local installs, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git', '.data'])
      expect(ignored).toContain(entry);
  });
});
