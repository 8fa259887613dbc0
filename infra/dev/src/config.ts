/**
 * The orchestrator's environment, read once. Nothing else in infra/dev reads `process.env`:
 * the rest gets a `DevConfig` (the children inherit `inheritedEnv`, with their own values on top).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (infra/dev/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Env = Record<string, string | undefined>;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no'])
      .default(fallback ? '1' : '0')
      .transform((value) => value === '1' || value === 'true' || value === 'yes'),
  );
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const schema = z.object({
  /** A real MongoDB; unset: the embedded engine under DEV_DATA_DIR/mongo. */
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  /** A real Redis; unset: a redis-server child under DEV_DATA_DIR/redis. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /** A real SMTP server; unset: the embedded SMTP sink (mails kept in memory). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /**
   * Google sign-in at a real provider (all three, passed on to the auth service as they are);
   * unset: the local development identity provider (src/oidc-dev-provider.ts) stands in.
   */
  OIDC_ISSUER: optional(z.url({ protocol: /^https?$/ })),
  /** Where links in e-mails point; unset: the local gateway (http://localhost:<gateway port>). */
  PUBLIC_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Who gets the contact form's messages; unset: the demo installer account. */
  INSTALLER_EMAIL: optional(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')),
  /**
   * Demo data: unset seeds the embedded database only; 1 also seeds MONGODB_URI; 0 never seeds.
   * Either way a collection is only seeded while it is empty.
   */
  SEED_DEMO: optional(z.enum(['0', '1'])),
  /** Password of the three demo accounts (spec: at least 6 characters). */
  DEV_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).default('dev-password')),
  /** Moves every port: gateway = base, services base+101…105, vite base+173, Mongo base+17, Redis base+79, SMTP base+25, mailbox base+80, identity provider base+110. */
  DEV_PORT_BASE: optional(z.coerce.number().int().min(1024).max(65_000)),
  /** Where the embedded MongoDB and Redis keep their data (default <repo>/.data). */
  DEV_DATA_DIR: optional(z.string()),
  /** 0 skips the Vite dev server (the built app on the gateway stays). */
  DEV_VITE: flag(true),
  /** 0 skips building web/dist (the gateway then serves whatever web/dist holds). */
  DEV_WEB_BUILD: flag(true),
  /** 1 runs the services and the gateway under `tsx watch` (restart on change). */
  DEV_WATCH: flag(false),
  /** How long one process may take to answer /readyz. */
  DEV_READY_TIMEOUT_MS: integer(90_000, 1_000, 600_000),
  /** How long one process may take to stop after SIGTERM before it gets SIGKILL. */
  DEV_STOP_TIMEOUT_MS: integer(10_000, 100, 120_000),
  /** `pretty` turns the services' JSON log lines into short readable ones; `json` passes them as they are. */
  DEV_LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['pretty', 'json']).default('pretty')),
  /** Passed to every service and the gateway. */
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REDIS_SERVER_BIN: z.preprocess(emptyToUndefined, z.string().default('redis-server')),
  NO_COLOR: optional(z.string()),
  FORCE_COLOR: optional(z.string()),
});

export interface PortPlan {
  gateway: number;
  auth: number;
  content: number;
  operations: number;
  assistant: number;
  notifications: number;
  vite: number;
  mongo: number;
  redis: number;
  smtp: number;
  /** The SMTP sink's mailbox over HTTP (the gateway forwards /dev/mailbox to it). */
  mailbox: number;
  /** The development identity provider standing in for Google (when OIDC_ISSUER is unset). */
  oidc: number;
}

/** ARCHITECTURE.md "Ports (dev)". */
export const DEFAULT_PORTS: PortPlan = {
  gateway: 4000,
  auth: 4101,
  content: 4102,
  operations: 4103,
  assistant: 4104,
  notifications: 4105,
  vite: 5173,
  mongo: 27017,
  redis: 6379,
  smtp: 1025,
  mailbox: 1080,
  oidc: 4110,
};

/** The ports for DEV_PORT_BASE (the offsets keep the last digits of the defaults recognisable). */
export function portsFromBase(base: number): PortPlan {
  return {
    gateway: base,
    auth: base + 101,
    content: base + 102,
    operations: base + 103,
    assistant: base + 104,
    notifications: base + 105,
    vite: base + 173,
    mongo: base + 17,
    redis: base + 79,
    smtp: base + 25,
    mailbox: base + 80,
    oidc: base + 110,
  };
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
  vite: boolean;
  webBuild: boolean;
  watch: boolean;
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
    vite: e.DEV_VITE,
    webBuild: e.DEV_WEB_BUILD,
    watch: e.DEV_WATCH,
    readyTimeoutMs: e.DEV_READY_TIMEOUT_MS,
    stopTimeoutMs: e.DEV_STOP_TIMEOUT_MS,
    logFormat: e.DEV_LOG_FORMAT,
    logLevel: e.LOG_LEVEL,
    redisServerBin: e.REDIS_SERVER_BIN,
    color,
    inheritedEnv,
  };
}
