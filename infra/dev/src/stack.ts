/**
 * The whole development stack, started in order and stopped in reverse order:
 *
 *   MongoDB (MONGODB_URI or the embedded engine) → Redis (REDIS_URL or redis-server) →
 *   SMTP (SMTP_URL or the in-process sink) → Google sign-in's provider (OIDC_ISSUER or the
 *   in-process development identity provider) → demo seed → the services (side by side) →
 *   gateway (serving web/dist, built meanwhile when stale) and Vite dev server.
 *
 * Each step (src/steps/) waits until the previous one answers (a log line, PING, or `/readyz`
 * 200) and fails with the name of the process and its last lines when it does not within the
 * bound; the Launcher they share gives up at once when a child dies or stop() is called.
 */
import path from 'node:path';
import type { DevConfig, PortPlan } from './config.js';
import { Launcher, type UnexpectedExit } from './launcher.js';
import type { Terminal } from './log.js';
import type { ManagedProcess } from './processes.js';
import { redactUri } from './redact.js';
import type { SeedReport } from './seed.js';
import type { SmtpSink } from './smtp-sink.js';
import { StateFile } from './state.js';
import { startDatabase, type DatabaseInfo } from './steps/database.js';
import { seedDemoData } from './steps/demo-seed.js';
import { startGateway } from './steps/gateway.js';
import { startIdentityProvider, type IdentityInfo } from './steps/identity-provider.js';
import { startRedis, type RedisInfo } from './steps/redis.js';
import { planServices, startServices, type ServicePlan, type ServiceUnit } from './steps/services.js';
import { startSmtp, type SmtpInfo } from './steps/smtp.js';
import { startVite } from './steps/vite.js';
import { buildWeb } from './steps/web-build.js';

export interface StackInfo {
  siteUrl: string;
  /** Where the gateway and Vite listen (DEV_HOST). */
  host: string;
  viteUrl: string | undefined;
  graphqlUrl: string;
  /** The development mailbox through the gateway; undefined when SMTP_URL sends real mail. */
  mailboxUrl: string | undefined;
  mongo: DatabaseInfo;
  redis: RedisInfo;
  smtp: SmtpInfo;
  /** Google sign-in: OIDC_ISSUER, or the development identity provider (embedded). */
  identity: IdentityInfo;
  ports: PortPlan;
  /** Processes started, in start order. */
  started: string[];
  /** Each service process and its port (several for a service run as replicas). */
  units: Array<Pick<ServiceUnit, 'name' | 'service' | 'port'>>;
  skipped: ServicePlan['skipped'];
  seed: SeedReport | undefined;
  /** Whether the gateway serves a built web app (WEB_DIST_DIR). */
  servesWebBuild: boolean;
}

export class DevStack {
  /** The in-process SMTP sink with its mailbox, when SMTP_URL is unset. */
  sink: SmtpSink | undefined;
  private readonly launcher: Launcher;

  constructor(
    private readonly config: DevConfig,
    terminal: Terminal,
  ) {
    this.launcher = new Launcher(config, terminal);
  }

  /** Resolves when a process exits that nobody asked to stop. */
  get unexpectedExit(): Promise<UnexpectedExit> {
    return this.launcher.unexpectedExit;
  }

  /** Every process started, running or not (tests). */
  get children(): readonly ManagedProcess[] {
    return this.launcher.processes;
  }

  async start(): Promise<StackInfo> {
    const { config, launcher } = this;
    await this.takeDataDirectoryAndPorts();
    const mongo = await startDatabase(launcher);
    const redis = await startRedis(launcher);
    const smtp = await startSmtp(launcher);
    this.sink = smtp.sink;
    const publicBaseUrl = publicBaseUrlOf(config, launcher.ports.gateway);
    const identity = await startIdentityProvider(launcher, publicBaseUrl);
    const seed = await seedDemoData(launcher, mongo.uri);

    // The web build runs while the services boot: the gateway needs it, the services do not.
    const webDir = path.join(config.repoRoot, 'web');
    const webBuild = buildWeb(launcher, webDir);
    webBuild.catch(() => undefined); // awaited below
    const services = await planServices(launcher);
    const servicesReady = startServices(launcher, services.units, {
      mongoUri: mongo.uri,
      redisUrl: redis.url,
      smtpUrl: smtp.info.url,
      publicBaseUrl,
      authEnv: identity.authEnv,
    });
    servicesReady.catch(() => undefined); // awaited below, after the web build

    // The gateway validates WEB_DIST_DIR, so it starts once the build is done.
    const servesWebBuild = await launcher.until(webBuild);
    const gatewayReady = startGateway(launcher, {
      units: services.units,
      webDist: servesWebBuild ? path.join(webDir, 'dist') : undefined,
      mailboxUrl: smtp.info.mailboxUrl,
    });
    const vite = config.vite ? startVite(launcher, webDir) : undefined;
    await Promise.all([servicesReady, gatewayReady, vite?.ready]);

    return this.announceReady({
      viteUrl: vite?.url,
      mongo,
      redis,
      smtp: smtp.info,
      identity: identity.info,
      skipped: services.skipped,
      units: services.units.map(({ name, service, port }) => ({ name, service, port })),
      seed,
      servesWebBuild,
    });
  }

  /** Stops everything in reverse start order; safe to call more than once and during start(). */
  stop(): Promise<void> {
    return this.launcher.stop();
  }

  /** SIGKILL to every process group at once (a second Ctrl-C); the state file stays for the next run to clean. */
  kill(): void {
    this.launcher.kill();
  }

  /** What the banner shows, also written to the state file (passwords left out) for tests and tools. */
  private announceReady(
    steps: Omit<StackInfo, 'siteUrl' | 'host' | 'graphqlUrl' | 'mailboxUrl' | 'ports' | 'started'>,
  ): StackInfo {
    const { launcher } = this;
    const siteUrl = `http://localhost:${launcher.ports.gateway}`;
    const info: StackInfo = {
      ...steps,
      siteUrl,
      host: this.config.host,
      graphqlUrl: `${siteUrl}/graphql`,
      mailboxUrl: steps.smtp.mailboxUrl ? `${siteUrl}/dev/mailbox` : undefined,
      ports: launcher.ports,
      started: launcher.processes.filter((proc) => proc.running).map((proc) => proc.name),
    };
    launcher.state?.setReady({
      ...info,
      mongo: { ...info.mongo, uri: redactUri(info.mongo.uri) },
      redis: { ...info.redis, url: redactUri(info.redis.url) },
    });
    return info;
  }

  /**
   * Takes the data directory (another live `make dev` on it is refused, a dead one's leftovers
   * are stopped), then checks the gateway's and Vite's ports: they are part of what `make dev`
   * promises (Vite proxies to the gateway's), so it fails before starting anything when they
   * are taken.
   */
  private async takeDataDirectoryAndPorts(): Promise<void> {
    const { config, launcher } = this;
    const state = await StateFile.acquire(config.dataDir, (message) => launcher.terminal.warn(message));
    launcher.state = state;
    launcher.track({ name: 'state file', stop: async () => state.release() });
    await launcher.requirePort(config.ports.gateway, 'the gateway');
    if (config.vite) await launcher.requirePort(config.ports.vite, 'the Vite dev server');
  }
}

/** Where e-mails link to, and where the identity provider sends the browser back: the local site. */
function publicBaseUrlOf(config: DevConfig, gatewayPort: number): string {
  return (config.publicBaseUrl ?? `http://localhost:${gatewayPort}`).replace(/\/+$/, '');
}
