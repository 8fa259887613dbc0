import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SUBGRAPHS } from '@smarthome/service-kit/contracts';
import type { Env } from '../config.js';
import type { Launcher } from '../launcher.js';
import { waitForHttp } from '../readiness.js';
import type { ServiceUnit } from './services.js';

export interface GatewayOptions {
  /** The services' processes: each subgraph's URL variable lists its server's replicas. */
  units: readonly ServiceUnit[];
  /** The built web app to serve (WEB_DIST_DIR), when there is one. */
  webDist: string | undefined;
  /** The SMTP sink's mailbox, forwarded at /dev/mailbox (development only). */
  mailboxUrl: string | undefined;
}

/**
 * Starts the gateway on its required port, and its /metrics on a port of the plan (a free one
 * when that is taken). It loads the committed supergraph, so it boots
 * beside the services; resolves once its /readyz answers 200, which it does once every
 * subgraph does.
 */
export async function startGateway(launcher: Launcher, options: GatewayOptions): Promise<void> {
  const { config } = launcher;
  const metricsPort = await launcher.takePort('gatewayMetrics', "the gateway's metrics");
  const env: Env = {
    ...config.inheritedEnv,
    PORT: String(launcher.ports.gateway),
    METRICS_PORT: String(metricsPort),
    HOST: config.host,
    LOG_LEVEL: config.logLevel,
    ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
    ...(options.mailboxUrl ? { DEV_MAILBOX_URL: options.mailboxUrl } : {}),
    // Introspection and field suggestions (off by default) for GraphiQL and tooling, unless the
    // developer set it (false shows the production behaviour).
    GRAPHQL_INTROSPECTION: config.inheritedEnv.GRAPHQL_INTROSPECTION || 'true',
    // One CSRF key for the whole run, so that a gateway restarted by watch mode keeps
    // accepting the tokens the open pages hold (unless the developer set one).
    ...(config.inheritedEnv.CSRF_SECRET ? {} : { CSRF_SECRET: randomBytes(32).toString('base64url') }),
  };
  for (const subgraph of SUBGRAPHS) {
    // The service's servers (one per replica), not its second worker.
    const servers = options.units.filter(
      (unit) => unit.service === subgraph.name && unit.entry === 'src/server.ts',
    );
    if (servers.length > 0) {
      env[subgraph.urlEnv] = servers.map((unit) => `http://127.0.0.1:${unit.port}/graphql`).join(',');
    }
  }
  // The notifications worker's own port: the caller's mails of GET /api/v0/account/export.
  env.NOTIFICATIONS_URL = `http://127.0.0.1:${launcher.ports.notifications}`;
  const gateway = launcher.spawnTs('gateway', path.join(config.repoRoot, 'gateway'), 'src/server.ts', env);
  await launcher.until(
    waitForHttp(gateway, `http://127.0.0.1:${launcher.ports.gateway}/readyz`, config.readyTimeoutMs),
  );
}
