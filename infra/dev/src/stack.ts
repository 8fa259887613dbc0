/**
 * The whole development stack, started in order and stopped in reverse order:
 *
 *   MongoDB (MONGODB_URI or the embedded engine) → Redis (REDIS_URL or redis-server) →
 *   SMTP (SMTP_URL or the in-process sink) → Google sign-in's provider (OIDC_ISSUER or the
 *   in-process development identity provider) → demo seed → the services (side by side) →
 *   gateway (serving web/dist, built meanwhile when stale) and Vite dev server.
 *
 * Each step waits until the previous one answers (a log line, PING, or `/readyz` 200) and
 * fails with the name of the process and its last lines when it does not within the bound.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevConfig, Env, PortPlan } from './config.js';
import type { Terminal } from './log.js';
import { answers, choosePort, freePort, isPortFree } from './ports.js';
import { describeExit, ManagedProcess, StartupError, type ExitInfo, type ProcessSpec } from './processes.js';
import { waitForHttp, waitForRedis } from './readiness.js';
import { databaseOf, runDemoSeeds, type SeedReport } from './seed.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { StateFile } from './state.js';
import { viteBin, webBuildReason } from './web.js';

type ServiceName = 'auth' | 'content' | 'operations' | 'assistant' | 'notifications';

/** ARCHITECTURE.md: subgraphs listen on their port; the notifications worker serves health there. */
export const SERVICES: readonly ServiceName[] = [
  'auth',
  'content',
  'operations',
  'assistant',
  'notifications',
];

/** The gateway's variable for each subgraph's URL (gateway/src/subgraphs.ts). */
const SUBGRAPH_URL_ENV: Partial<Record<ServiceName, string>> = {
  auth: 'AUTH_URL',
  content: 'CONTENT_URL',
  operations: 'OPERATIONS_URL',
  assistant: 'ASSISTANT_URL',
};

export interface StackInfo {
  siteUrl: string;
  viteUrl: string | undefined;
  graphqlUrl: string;
  /** The development mailbox through the gateway; undefined when SMTP_URL sends real mail. */
  mailboxUrl: string | undefined;
  mongo: { uri: string; embedded: boolean; dataDir?: string };
  redis: { url: string; embedded: boolean; dataDir?: string };
  /** `mailboxUrl`: the sink's own HTTP address (what the gateway's DEV_MAILBOX_URL points at). */
  smtp: { url: string; port: number | undefined; embedded: boolean; mailboxUrl?: string };
  /** Google sign-in: OIDC_ISSUER, or the development identity provider (embedded). */
  identity: { issuer: string; embedded: boolean };
  ports: PortPlan;
  /** Processes started, in start order. */
  started: string[];
  /** Services that have no entry point yet, with the reason. */
  skipped: Array<{ name: string; reason: string }>;
  seed: SeedReport | undefined;
  /** Whether the gateway serves a built web app (WEB_DIST_DIR). */
  servesWebBuild: boolean;
}

export interface UnexpectedExit {
  name: string;
  info: ExitInfo;
  lines: string[];
}

/** Thrown by start() when stop() was called meanwhile (Ctrl-C during start-up). */
export class StartCancelled extends Error {
  constructor() {
    super('start-up cancelled');
    this.name = 'StartCancelled';
  }
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
  kill?(): void;
}

export class DevStack {
  /** The in-process SMTP sink with its mailbox, when SMTP_URL is unset. */
  sink: SmtpSink | undefined;
  /** Resolves when a process exits that nobody asked to stop. */
  readonly unexpectedExit: Promise<UnexpectedExit>;
  private reportExit!: (exit: UnexpectedExit) => void;
  private readonly stoppables: Stoppable[] = [];
  private readonly processes: ManagedProcess[] = [];
  private state: StateFile | undefined;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private readonly tsxLoader: string;
  private readonly tsxCli: string;

  constructor(
    private readonly config: DevConfig,
    private readonly terminal: Terminal,
  ) {
    this.unexpectedExit = new Promise((resolve) => (this.reportExit = resolve));
    const require = createRequire(import.meta.url);
    this.tsxLoader = pathToFileURL(require.resolve('tsx')).href;
    this.tsxCli = require.resolve('tsx/cli');
  }

  async start(): Promise<StackInfo> {
    const { config, terminal } = this;
    this.state = await StateFile.acquire(config.dataDir, (message) => terminal.warn(message));
    this.track({ name: 'state file', stop: async () => this.state?.release() });
    // The gateway's and Vite's ports are part of what `make dev` promises (Vite proxies to the
    // gateway's): fail before starting anything when they are taken.
    await this.requirePort(config.ports.gateway, 'the gateway');
    if (config.vite) await this.requirePort(config.ports.vite, 'the Vite dev server');
    const ports: PortPlan = { ...config.ports };
    const fallback = (what: string, preferred: number) => (port: number) =>
      terminal.warn(
        `port ${preferred} is in use (another server or make dev?): ${what} takes port ${port} instead`,
      );

    // MongoDB
    let mongo: StackInfo['mongo'];
    if (config.mongoUri) {
      mongo = { uri: config.mongoUri, embedded: false };
      terminal.info(`MongoDB: ${redactUri(config.mongoUri)} (MONGODB_URI)`);
    } else {
      ports.mongo = await choosePort(config.ports.mongo, fallback('embedded MongoDB', config.ports.mongo));
      const dataDir = path.join(config.dataDir, 'mongo');
      mkdirSync(dataDir, { recursive: true });
      const bin = path.join(config.repoRoot, 'infra', 'embedded-mongo', 'bin', 'embedded-mongo.js');
      const proc = this.spawn(
        {
          name: 'mongo',
          command: process.execPath,
          args: [bin, '--port', String(ports.mongo), '--host', '127.0.0.1', '--dbpath', dataDir],
          cwd: config.repoRoot,
          env: config.inheritedEnv,
        },
        `--dbpath ${dataDir}`,
      );
      const match = await this.until(
        proc.waitForLine(/listening on (mongodb:\/\/\S+)/, config.readyTimeoutMs),
      );
      mongo = { uri: match[1]!, embedded: true, dataDir };
    }

    // Redis
    let redis: StackInfo['redis'];
    if (config.redisUrl) {
      redis = { url: config.redisUrl, embedded: false };
      const target = new URL(config.redisUrl);
      if (target.protocol === 'redis:') {
        await this.until(
          waitForRedis(target.hostname || '127.0.0.1', Number(target.port || 6379), 5_000),
        ).catch((error: unknown) => {
          throw new Error(
            `REDIS_URL ${redactUri(config.redisUrl!)} does not answer: ${(error as Error).message}`,
          );
        });
      }
      terminal.info(`Redis: ${redactUri(config.redisUrl)} (REDIS_URL)`);
    } else {
      ports.redis = await choosePort(config.ports.redis, fallback('Redis', config.ports.redis));
      const dataDir = path.join(config.dataDir, 'redis');
      mkdirSync(dataDir, { recursive: true });
      const proc = this.spawn(
        {
          name: 'redis',
          command: config.redisServerBin,
          // No config file: nothing of a system Redis (its port, its data, its persistence) applies.
          args: [
            '--port',
            String(ports.redis),
            '--bind',
            '127.0.0.1',
            '--protected-mode',
            'yes',
            '--daemonize',
            'no',
            '--dir',
            dataDir,
            '--save',
            '',
            '--appendonly',
            'yes',
            '--loglevel',
            'warning',
          ],
          cwd: dataDir,
          env: config.inheritedEnv,
        },
        // redis-server shows itself as `redis-server 127.0.0.1:<port>`.
        `redis-server 127.0.0.1:${ports.redis}`,
      );
      try {
        await this.until(waitForRedis('127.0.0.1', ports.redis, config.readyTimeoutMs, proc));
      } catch (error) {
        if (error instanceof StartupError && proc.exitInfo?.error) {
          throw new Error(
            `${error.message}\n  install Redis (scripts/ensure-tools.sh does it through apt) or set REDIS_URL`,
            {
              cause: error,
            },
          );
        }
        throw error;
      }
      redis = { url: `redis://127.0.0.1:${ports.redis}`, embedded: true, dataDir };
    }

    // SMTP
    let smtp: StackInfo['smtp'];
    if (config.smtpUrl) {
      smtp = { url: config.smtpUrl, port: undefined, embedded: false };
      terminal.info(`SMTP: ${redactUri(config.smtpUrl)} (SMTP_URL)`);
    } else {
      ports.smtp = await choosePort(config.ports.smtp, fallback('the SMTP sink', config.ports.smtp));
      ports.mailbox = await choosePort(
        config.ports.mailbox,
        fallback('the mailbox of the SMTP sink', config.ports.mailbox),
      );
      const sink = await startSmtpSink({ port: ports.smtp, httpPort: ports.mailbox });
      this.sink = sink;
      this.track({ name: 'smtp sink', stop: () => sink.stop() });
      smtp = { url: sink.url, port: sink.port, embedded: true, mailboxUrl: sink.mailboxUrl };
    }
    this.checkCancelled();

    // Where e-mails link to, and where the identity provider sends the browser back: the local site.
    const publicBaseUrl = (config.publicBaseUrl ?? `http://localhost:${ports.gateway}`).replace(/\/+$/, '');

    // Google sign-in: a real provider (OIDC_* passed on as they are), else a local stand-in
    let identity: StackInfo['identity'];
    let identityEnv: Env = {};
    if (config.oidcIssuer) {
      identity = { issuer: config.oidcIssuer, embedded: false };
      terminal.info(`Google sign-in: ${config.oidcIssuer} (OIDC_ISSUER)`);
    } else {
      ports.oidc = await choosePort(
        config.ports.oidc,
        fallback('the development identity provider', config.ports.oidc),
      );
      // Loaded only when needed: with a real provider configured, oidc-provider is never imported.
      const { startDevIdentityProvider } = await import('./oidc-dev-provider.js');
      const provider = await startDevIdentityProvider({
        port: ports.oidc,
        // The auth service's redirect URI: PUBLIC_BASE_URL + the gateway's callback route.
        redirectUris: [`${publicBaseUrl}/api/v0/auth/google/callback`],
      });
      this.track({ name: 'identity provider', stop: () => provider.stop() });
      identity = { issuer: provider.issuer, embedded: true };
      identityEnv = provider.env;
    }
    this.checkCancelled();

    // Demo data, before any service reads it
    let seed: SeedReport | undefined;
    if (config.seed) {
      seed = await this.until(
        runDemoSeeds({ mongoUri: mongo.uri, password: config.password, repoRoot: config.repoRoot }),
      );
      const inserted = seed.services
        .map(({ service, inserted: counts }) =>
          Object.entries(counts)
            .filter(([, count]) => count > 0)
            .map(([collection, count]) => `${count} ${service}.${collection}`)
            .join(', '),
        )
        .filter(Boolean);
      terminal.info(
        inserted.length > 0
          ? `demo data seeded: ${inserted.join(', ')}`
          : 'demo data already present: nothing seeded',
      );
    } else if (config.mongoUri) {
      terminal.info('MONGODB_URI is set: no demo data is seeded (SEED_DEMO=1 seeds its empty collections)');
    }

    // Web build, meanwhile (the gateway needs it; the services do not)
    const webDir = path.join(config.repoRoot, 'web');
    const webBuild = this.buildWeb(webDir);
    webBuild.catch(() => undefined); // awaited below

    // Services
    const skipped: StackInfo['skipped'] = [];
    const units: Array<{ name: string; service: ServiceName; entry: string; port: number }> = [];
    for (const service of SERVICES) {
      const dir = path.join(config.repoRoot, 'services', service);
      const server = existsSync(path.join(dir, 'src', 'server.ts'));
      const worker = existsSync(path.join(dir, 'src', 'worker.ts'));
      if (!server && !worker) {
        skipped.push({
          name: service,
          reason: `services/${service} has no src/server.ts or src/worker.ts yet`,
        });
        continue;
      }
      const port = await choosePort(config.ports[service], fallback(service, config.ports[service]));
      ports[service] = port;
      units.push({ name: service, service, entry: server ? 'src/server.ts' : 'src/worker.ts', port });
      if (server && worker) {
        // A service with both runs its queue consumers as a second process (scaled apart), health on a free port.
        const workerPort = await freePort();
        units.push({ name: `${service}-worker`, service, entry: 'src/worker.ts', port: workerPort });
      }
    }
    for (const entry of skipped) terminal.warn(`not starting ${entry.name}: ${entry.reason}`);

    const serviceEnv = (service: ServiceName, port: number): Env => ({
      ...config.inheritedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: mongo.uri,
      MONGODB_DB: databaseOf(service),
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      // Where e-mails link to and who gets contact messages: the local site and the demo installer
      // (unless the developer's environment says otherwise).
      PUBLIC_BASE_URL: publicBaseUrl,
      INSTALLER_EMAIL: config.installerEmail ?? 'installer@smarthome.local',
      LOG_LEVEL: config.logLevel,
      AUTH_JWKS_URL: `http://127.0.0.1:${ports.auth}/.well-known/jwks.json`,
      // The OpenID Connect client of Google sign-in lives in the auth service only.
      ...(service === 'auth' ? identityEnv : {}),
    });
    const startUnit = (unit: (typeof units)[number]) => {
      const proc = this.spawnTs(
        unit.name,
        path.join(config.repoRoot, 'services', unit.service),
        unit.entry,
        serviceEnv(unit.service, unit.port),
      );
      return this.until(waitForHttp(proc, `http://127.0.0.1:${unit.port}/readyz`, config.readyTimeoutMs));
    };
    // Side by side: none needs another to start (tokens are verified against auth's JWKS on first use).
    const servicesReady = Promise.all(units.map(startUnit));
    servicesReady.catch(() => undefined); // awaited below, after the web build

    // The gateway loads the committed supergraph, so it boots beside the services; its /readyz
    // then answers 200 once every subgraph does. It validates WEB_DIST_DIR, so after the build.
    const servesWebBuild = await this.until(webBuild);
    const gatewayEnv: Env = {
      ...config.inheritedEnv,
      PORT: String(ports.gateway),
      LOG_LEVEL: config.logLevel,
      ...(servesWebBuild ? { WEB_DIST_DIR: path.join(webDir, 'dist') } : {}),
      // Development only: the gateway forwards /dev/mailbox to the sink's mailbox.
      ...(smtp.mailboxUrl ? { DEV_MAILBOX_URL: smtp.mailboxUrl } : {}),
      // One CSRF key for the whole run, so that a gateway restarted by watch mode keeps
      // accepting the tokens the open pages hold (unless the developer set one).
      ...(config.inheritedEnv.CSRF_SECRET ? {} : { CSRF_SECRET: randomBytes(32).toString('base64url') }),
    };
    for (const unit of units) {
      const variable = SUBGRAPH_URL_ENV[unit.service];
      if (variable && unit.name === unit.service)
        gatewayEnv[variable] = `http://127.0.0.1:${unit.port}/graphql`;
    }
    const gateway = this.spawnTs(
      'gateway',
      path.join(config.repoRoot, 'gateway'),
      'src/server.ts',
      gatewayEnv,
    );
    const waits: Array<Promise<unknown>> = [
      servicesReady,
      this.until(waitForHttp(gateway, `http://127.0.0.1:${ports.gateway}/readyz`, config.readyTimeoutMs)),
    ];
    let viteUrl: string | undefined;
    if (config.vite) {
      viteUrl = `http://localhost:${ports.vite}`;
      const vite = this.spawn(
        {
          name: 'vite',
          command: process.execPath,
          args: [viteBin(webDir), '--port', String(ports.vite), '--strictPort'],
          cwd: webDir,
          env: config.inheritedEnv,
        },
        `--port ${ports.vite} --strictPort`,
      );
      // Vite answers a page only to a client that accepts HTML.
      waits.push(
        this.until(waitForHttp(vite, `${viteUrl}/`, config.readyTimeoutMs, { accept: 'text/html' })),
      );
    }
    await Promise.all(waits);

    const siteUrl = `http://localhost:${ports.gateway}`;
    const info: StackInfo = {
      siteUrl,
      viteUrl,
      graphqlUrl: `${siteUrl}/graphql`,
      mailboxUrl: smtp.mailboxUrl ? `${siteUrl}/dev/mailbox` : undefined,
      mongo,
      redis,
      smtp,
      identity,
      ports,
      started: this.processes.filter((proc) => proc.running).map((proc) => proc.name),
      skipped,
      seed,
      servesWebBuild,
    };
    this.state?.setReady({
      ...info,
      mongo: { ...mongo, uri: redactUri(mongo.uri) },
      redis: { ...redis, url: redactUri(redis.url) },
    });
    return info;
  }

  /** Stops everything in reverse start order; safe to call more than once and during start(). */
  stop(): Promise<void> {
    this.stopping = true;
    this.stopped ??= (async () => {
      for (const item of [...this.stoppables].reverse()) {
        try {
          await item.stop();
        } catch (error) {
          this.terminal.error(
            `error while stopping ${item.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    })();
    return this.stopped;
  }

  /** SIGKILL to every process group at once (a second Ctrl-C); the state file stays for the next run to clean. */
  kill(): void {
    this.stopping = true;
    for (const proc of this.processes) proc.kill();
  }

  /** Every process started, running or not (tests). */
  get children(): readonly ManagedProcess[] {
    return this.processes;
  }

  private spawn(spec: ProcessSpec, marker: string, options: { oneShot?: boolean } = {}): ManagedProcess {
    this.checkCancelled();
    const proc = new ManagedProcess(spec, this.terminal);
    this.processes.push(proc);
    if (!options.oneShot)
      this.track({
        name: spec.name,
        stop: () => proc.stop(this.config.stopTimeoutMs),
        kill: () => proc.kill(),
      });
    if (proc.pid !== undefined) this.state?.addChild({ name: spec.name, pid: proc.pid, marker });
    void proc.exited.then((info) => {
      if (options.oneShot || proc.stopping || this.stopping) return;
      this.reportExit({ name: proc.name, info, lines: proc.lastLines(20) });
    });
    return proc;
  }

  /** A TypeScript entry point run by tsx, from the package's folder (so its tsconfig applies). */
  private spawnTs(name: string, cwd: string, entry: string, env: Env): ManagedProcess {
    // Absolute, so that the command line names the package (the state file recognises leftovers by it).
    const file = path.join(cwd, entry);
    const args = this.config.watch
      ? [this.tsxCli, 'watch', '--clear-screen=false', file]
      : ['--import', this.tsxLoader, file];
    return this.spawn({ name, command: process.execPath, args, cwd, env }, file);
  }

  /** Builds web/dist when older than web/'s sources; resolves whether the gateway can serve it. */
  private async buildWeb(webDir: string): Promise<boolean> {
    const dist = path.join(webDir, 'dist', 'index.html');
    const reason = this.config.webBuild ? webBuildReason(webDir) : null;
    if (reason) {
      this.terminal.info(`building the web app (${reason})`);
      // Vite alone: the type check of `pnpm --filter @smarthome/web build` belongs to make test, not to every start.
      const build = this.spawn(
        {
          name: 'web-build',
          command: process.execPath,
          args: [viteBin(webDir), 'build', '--logLevel', 'warn'],
          cwd: webDir,
          env: { ...this.config.inheritedEnv, NODE_ENV: 'production' },
        },
        `${viteBin(webDir)} build`,
        { oneShot: true },
      );
      const info = await build.exited;
      this.checkCancelled();
      if (info.code !== 0) throw new StartupError(build, `failed (${describeExit(info)})`);
      this.terminal.info('web app built into web/dist');
    }
    if (!existsSync(dist)) {
      this.terminal.warn(
        'web/dist has no index.html: the gateway serves the API only (DEV_WEB_BUILD=1 builds it)',
      );
      return false;
    }
    return true;
  }

  private async requirePort(port: number, what: string): Promise<void> {
    if (await isPortFree(port)) return;
    const hint = (await answers(port)) ? ' (something answers there: another make dev?)' : '';
    throw new Error(
      `port ${port} is in use${hint}; ${what} needs it. Stop what holds it (ss -ltnp 'sport = :${port}'), or move every port with DEV_PORT_BASE`,
    );
  }

  /** Waits for a start-up step, but gives up as soon as any process dies or stop() is called. */
  private async until<T>(step: Promise<T>): Promise<T> {
    this.checkCancelled();
    const death = this.unexpectedExit.then((exit): never => {
      throw new StartupError(
        { name: exit.name, lastLines: () => exit.lines },
        `${describeExit(exit.info)} during start-up`,
      );
    });
    step.catch(() => undefined);
    death.catch(() => undefined);
    const result = await Promise.race([step, death]);
    this.checkCancelled();
    return result;
  }

  private track(stoppable: Stoppable): void {
    this.stoppables.push(stoppable);
    if (this.stopping) void stoppable.stop();
  }

  private checkCancelled(): void {
    if (this.stopping) throw new StartCancelled();
  }
}

/** A connection string without its password, for printing. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
