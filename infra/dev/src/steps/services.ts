import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, type ServiceName } from '@smarthome/service-kit/contracts';
import type { Env } from '../config.js';
import type { Launcher } from '../launcher.js';
import { freePort } from '../ports.js';
import { waitForHttp } from '../readiness.js';
import { databaseOf } from '../seed.js';

/** One process of a service: its server (or worker) on the service's port, or its second worker. */
export interface ServiceUnit {
  /** The process's name: the service's, or `<service>-worker` for a second process. */
  name: string;
  service: ServiceName;
  entry: string;
  port: number;
}

export interface ServicePlan {
  units: ServiceUnit[];
  /** Services that have no entry point yet, with the reason. */
  skipped: Array<{ name: string; reason: string }>;
}

/** What every service connects to (the steps before chose or started it). */
export interface ServiceBackends {
  mongoUri: string;
  redisUrl: string;
  smtpUrl: string;
  publicBaseUrl: string;
  /** The auth service's Google sign-in client (OIDC_*), empty with a real provider. */
  authEnv: Env;
}

/**
 * Which processes to run, in the contracts' order, each on its port: a service's
 * `src/server.ts`, else its `src/worker.ts`; a service with both runs its queue consumers as a
 * second process (scaled apart), health on a free port. The assistant runs ASSISTANT_REPLICAS
 * times. A service with neither is skipped.
 */
export async function planServices(launcher: Launcher): Promise<ServicePlan> {
  const { config, terminal } = launcher;
  const plan: ServicePlan = { units: [], skipped: [] };
  for (const { name: service } of SERVICES) {
    const dir = path.join(config.repoRoot, 'services', service);
    const server = existsSync(path.join(dir, 'src', 'server.ts'));
    const worker = existsSync(path.join(dir, 'src', 'worker.ts'));
    if (!server && !worker) {
      plan.skipped.push({
        name: service,
        reason: `services/${service} has no src/server.ts or src/worker.ts yet`,
      });
      continue;
    }
    const port = await launcher.takePort(service, service);
    const entry = server ? 'src/server.ts' : 'src/worker.ts';
    plan.units.push({ name: service, service, entry, port });
    // More replicas of the assistant (ASSISTANT_REPLICAS): assistant-2, assistant-3, … on free ports.
    const replicas = service === 'assistant' ? config.assistantReplicas : 1;
    for (let replica = 2; replica <= replicas; replica++) {
      plan.units.push({ name: `${service}-${replica}`, service, entry, port: await freePort() });
    }
    if (server && worker) {
      plan.units.push({ name: `${service}-worker`, service, entry: 'src/worker.ts', port: await freePort() });
    }
  }
  for (const entry of plan.skipped) terminal.warn(`not starting ${entry.name}: ${entry.reason}`);
  return plan;
}

/**
 * Starts every unit side by side (none needs another to start: tokens are verified against
 * auth's JWKS on first use); resolves once each answers `GET /readyz` 200.
 */
export function startServices(
  launcher: Launcher,
  units: ServiceUnit[],
  backends: ServiceBackends,
): Promise<void[]> {
  const { config } = launcher;
  const serviceEnv = (service: ServiceName, port: number): Env => ({
    ...config.inheritedEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    MONGODB_URI: backends.mongoUri,
    MONGODB_DB: databaseOf(service),
    REDIS_URL: backends.redisUrl,
    SMTP_URL: backends.smtpUrl,
    // Where e-mails link to and who gets contact messages: the local site and the demo installer
    // (unless the developer's environment says otherwise).
    PUBLIC_BASE_URL: backends.publicBaseUrl,
    INSTALLER_EMAIL: config.installerEmail ?? 'installer@smarthome.local',
    LOG_LEVEL: config.logLevel,
    AUTH_JWKS_URL: `http://127.0.0.1:${launcher.ports.auth}/.well-known/jwks.json`,
    // The OpenID Connect client of Google sign-in lives in the auth service only.
    ...(service === 'auth' ? backends.authEnv : {}),
    // The assistant reads and reports the caller's installations and issues through operations.
    ...(service === 'assistant'
      ? { OPERATIONS_URL: `http://127.0.0.1:${launcher.ports.operations}/graphql` }
      : {}),
    // Webhooks may be delivered to receivers on this machine or its network (a developer's test
    // receiver): the local stack allows private addresses unless the environment says otherwise.
    // The production manifests (docker-compose.yml, infra/k8s) never allow them.
    ...(service === 'operations'
      ? { WEBHOOKS_ALLOW_PRIVATE: config.inheritedEnv.WEBHOOKS_ALLOW_PRIVATE ?? '1' }
      : {}),
  });
  return Promise.all(
    units.map((unit) => {
      const proc = launcher.spawnTs(
        unit.name,
        path.join(config.repoRoot, 'services', unit.service),
        unit.entry,
        serviceEnv(unit.service, unit.port),
      );
      return launcher.until(waitForHttp(proc, `http://127.0.0.1:${unit.port}/readyz`, config.readyTimeoutMs));
    }),
  );
}
