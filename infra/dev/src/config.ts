/**
 * The orchestrator's environment, read once. Nothing else in the orchestrator reads
 * `process.env`: the rest gets a `DevConfig` (the children inherit `inheritedEnv`, with their own
 * values on top). The test helper (src/testing/) only chooses what of a test runner's environment
 * it passes on to the `make dev` it starts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emptyToUndefined,
  envFlag,
  envInt,
  GATEWAY,
  optionalEnv,
  SERVICES,
  type ServiceName,
} from '@smarthome/service-kit/contracts';
import { z } from 'zod';

/** The repository root (infra/dev/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Env = Record<string, string | undefined>;

const schema = z.object({
  /** A real MongoDB; unset: the embedded engine under DEV_DATA_DIR/mongo. */
  MONGODB_URI: optionalEnv(
    z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  /** A real Redis; unset: a redis-server child under DEV_DATA_DIR/redis. */
  REDIS_URL: optionalEnv(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /** A real SMTP server; unset: the embedded SMTP sink (mails kept in memory). */
  SMTP_URL: optionalEnv(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /**
   * Google sign-in at a real provider (all three, passed on to the auth service as they are);
   * unset: the local development identity provider (src/oidc-dev-provider.ts) stands in.
   */
  OIDC_ISSUER: optionalEnv(z.url({ protocol: /^https?$/ })),
  /** Where links in e-mails point; unset: the local gateway (http://localhost:<gateway port>). */
  PUBLIC_BASE_URL: optionalEnv(z.url({ protocol: /^https?$/ })),
  /** Who gets the contact form's messages; unset: the demo installer account. */
  INSTALLER_EMAIL: optionalEnv(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')),
  /**
   * Demo data: unset seeds the embedded database only; 1 also seeds MONGODB_URI; 0 never seeds.
   * Either way a collection is only seeded while it is empty.
   */
  SEED_DEMO: optionalEnv(z.enum(['0', '1'])),
  /** Password of the three demo accounts: at least 6 characters, the shortest the site accepts. */
  DEV_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).default('dev-password')),
  /**
   * Where the gateway and the Vite dev server listen. Loopback unless the developer opens the
   * stack to the network (e.g. 0.0.0.0 to try the site from a phone): the demo accounts' passwords
   * are published and /dev/mailbox shows every password-reset link, so nobody on the same Wi-Fi
   * should reach them by default.
   */
  DEV_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  /** Moves every port (portsFromBase): gateway = base, services base+101…105, vite base+173, Mongo base+17, Redis base+79, SMTP base+25, mailbox base+80, identity provider base+110. */
  DEV_PORT_BASE: optionalEnv(z.coerce.number().int().min(1024).max(65_000)),
  /** Where the embedded MongoDB and Redis keep their data (default <repo>/.data). */
  DEV_DATA_DIR: optionalEnv(z.string()),
  /** 0 skips the Vite dev server (the built app on the gateway stays). */
  DEV_VITE: envFlag(true),
  /** 0 skips building web/dist (the gateway then serves whatever web/dist holds). */
  DEV_WEB_BUILD: envFlag(true),
  /** 1 runs the services and the gateway under `tsx watch` (restart on change). */
  DEV_WATCH: envFlag(false),
  /**
   * How many assistant processes to run (the chat service scales on its own): the first on its
   * port, the others on free ones, the gateway given every one's URL.
   */
  ASSISTANT_REPLICAS: envInt(1, 1, 16),
  /** How long one process may take to answer /readyz. */
  DEV_READY_TIMEOUT_MS: envInt(90_000, 1_000, 600_000),
  /** How long one process may take to stop after SIGTERM before it gets SIGKILL. */
  DEV_STOP_TIMEOUT_MS: envInt(10_000, 100, 120_000),
  /** `pretty` turns the services' JSON log lines into short readable ones; `json` passes them as they are. */
  DEV_LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['pretty', 'json']).default('pretty')),
  /** Passed to every service and the gateway. */
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REDIS_SERVER_BIN: z.preprocess(emptyToUndefined, z.string().default('redis-server')),
  NO_COLOR: optionalEnv(z.string()),
  FORCE_COLOR: optionalEnv(z.string()),
});

/**
 * The processes `make dev` runs that are never deployed: their development ports, and how far
 * each sits from DEV_PORT_BASE (offsets that keep the last digits of the default recognisable).
 * The deployables' ports come from the contracts table.
 */
const INFRA_PORTS = {
  vite: { port: 5173, offset: 173 },
  mongo: { port: 27017, offset: 17 },
  redis: { port: 6379, offset: 79 },
  smtp: { port: 1025, offset: 25 },
  /** The SMTP sink's mailbox over HTTP (the gateway forwards /dev/mailbox to it). */
  mailbox: { port: 1080, offset: 80 },
  /** The development identity provider standing in for Google (when OIDC_ISSUER is unset). */
  oidc: { port: 4110, offset: 110 },
  /** The gateway's /metrics (its METRICS_PORT): a listener of its own, beside the site's port. */
  gatewayMetrics: { port: GATEWAY.metricsPort, offset: 464 },
} as const;

type InfraPortName = keyof typeof INFRA_PORTS;

/** Every port of the stack: the gateway, each service by name, and the infra-only processes. */
export type PortPlan = Record<'gateway' | ServiceName | InfraPortName, number>;

/**
 * The ports for DEV_PORT_BASE, or the defaults without one. The gateway takes the base itself
 * and every service keeps its distance from the gateway (4101 → base + 101).
 */
function portPlan(base?: number): PortPlan {
  const deployable = (devPort: number) => (base === undefined ? devPort : base + devPort - GATEWAY.devPort);
  const plan: Partial<PortPlan> = { gateway: deployable(GATEWAY.devPort) };
  for (const service of SERVICES) plan[service.name] = deployable(service.devPort);
  for (const name of Object.keys(INFRA_PORTS) as InfraPortName[]) {
    const { port, offset } = INFRA_PORTS[name];
    plan[name] = base === undefined ? port : base + offset;
  }
  return plan as PortPlan;
}

export const DEFAULT_PORTS: PortPlan = portPlan();

export function portsFromBase(base: number): PortPlan {
  return portPlan(base);
}

export interface DevConfig {
  repoRoot: string;
  dataDir: string;
  ports: PortPlan;
  mongoUri: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** A real provider for Google sign-in; undefined: the development identity provider. */
  oidcIssuer: string | undefined;
  publicBaseUrl: string | undefined;
  installerEmail: string | undefined;
  /** Whether to seed demo data (each collection only while empty). */
  seed: boolean;
  password: string;
  /** Where the gateway and Vite listen (DEV_HOST): loopback unless the developer opens it. */
  host: string;
  vite: boolean;
  webBuild: boolean;
  watch: boolean;
  assistantReplicas: number;
  readyTimeoutMs: number;
  stopTimeoutMs: number;
  logFormat: 'pretty' | 'json';
  logLevel: string;
  redisServerBin: string;
  color: boolean;
  /** The environment children start from (PATH, HOME, the LLM and OIDC variables, …). */
  inheritedEnv: Env;
}

export class DevConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment for make dev:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DevConfigError';
  }
}

/** Variables that belong to the runner that started us (vitest, a parent `make`), not to our children. */
const NOT_INHERITED = /^(VITEST.*|NODE_ENV|PORT|HOST|MONGODB_DB|INIT_CWD|npm_.*|PNPM_.*)$/;

export function loadDevConfig(env: Env = process.env, options: { isTTY?: boolean } = {}): DevConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new DevConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const inheritedEnv: Env = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !NOT_INHERITED.test(key)) inheritedEnv[key] = value;
  }
  const isTTY = options.isTTY ?? process.stdout.isTTY === true;
  const color =
    e.NO_COLOR !== undefined ? false : e.FORCE_COLOR !== undefined ? e.FORCE_COLOR !== '0' : isTTY;
  return {
    repoRoot: REPO_ROOT,
    dataDir: path.resolve(REPO_ROOT, e.DEV_DATA_DIR ?? '.data'),
    ports: e.DEV_PORT_BASE === undefined ? { ...DEFAULT_PORTS } : portsFromBase(e.DEV_PORT_BASE),
    mongoUri: e.MONGODB_URI,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    oidcIssuer: e.OIDC_ISSUER,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    installerEmail: e.INSTALLER_EMAIL,
    // The embedded database is ours to fill; somebody else's MongoDB only when asked.
    seed: e.SEED_DEMO === undefined ? e.MONGODB_URI === undefined : e.SEED_DEMO === '1',
    password: e.DEV_PASSWORD,
    host: e.DEV_HOST,
    vite: e.DEV_VITE,
    webBuild: e.DEV_WEB_BUILD,
    watch: e.DEV_WATCH,
    assistantReplicas: e.ASSISTANT_REPLICAS,
    readyTimeoutMs: e.DEV_READY_TIMEOUT_MS,
    stopTimeoutMs: e.DEV_STOP_TIMEOUT_MS,
    logFormat: e.DEV_LOG_FORMAT,
    logLevel: e.LOG_LEVEL,
    redisServerBin: e.REDIS_SERVER_BIN,
    color,
    inheritedEnv,
  };
}
