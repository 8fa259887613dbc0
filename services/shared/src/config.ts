import { z } from 'zod';
import { envFlag, envInt } from './contracts/env.js';
import { SERVICES, type ServiceName } from './contracts/deployables.js';

/** An environment: variable name to value, as `process.env` has it. */
export type Env = Record<string, string | undefined>;

/** Thrown at start when the environment does not fit the schema; lists every problem at once. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Reads the environment once into a validated, typed object.
 *
 * Empty values count as unset (a `.env` line `MONGODB_URI=` means "use the default"), so
 * a default in the schema applies to them too. Values are never echoed in the error, since
 * some of them are secrets. This module is the only place in the services that reads
 * `process.env`.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[key] = value;
  }
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.') || '(environment)';
    const first = issue.path[0];
    const isMissing = typeof first === 'string' && present[first] === undefined;
    return isMissing ? `${key}: required but not set` : `${key}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const port = (defaultPort: number) => envInt(defaultPort, 0, 65_535);
const mongoUri = z
  .string()
  .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// connection string');
const redisUrl = z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL');
const dbName = z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be 1-63 letters, digits, _ or -');

/**
 * The variables every service process reads. Spread into a service's own `z.object`.
 * A service names itself (`serviceEnv('auth')`): its development port comes from the table of
 * deployables and its database is named after it. HOST defaults to loopback: subgraphs are
 * reached only by the gateway, so a container or cluster sets HOST=0.0.0.0 explicitly.
 */
export function serviceEnv(service: ServiceName | { port: number; dbName: string }) {
  const defaults = typeof service === 'string' ? { port: devPortOf(service), dbName: service } : service;
  return {
    PORT: port(defaults.port),
    HOST: z.string().min(1).default('127.0.0.1'),
    MONGODB_URI: mongoUri.default('mongodb://127.0.0.1:27017'),
    MONGODB_DB: dbName.default(defaults.dbName),
    REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  };
}

/**
 * The variables of token verification (subgraphs that know who is calling).
 * Issuer and audience must match what the auth service signs; the session cookie is
 * `session` in development and `__Host-session` behind HTTPS in production.
 */
export function tokenVerifierEnv() {
  return {
    AUTH_JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4101/.well-known/jwks.json'),
    AUTH_ISSUER: z.string().min(1).default('smarthome-auth'),
    AUTH_AUDIENCE: z.string().min(1).default('smarthome'),
    AUTH_SESSION_COOKIE: z
      .string()
      .regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, 'must be a valid cookie name')
      .default('session'),
  };
}

function devPortOf(name: ServiceName): number {
  const deployable = SERVICES.find((candidate) => candidate.name === name);
  if (!deployable) throw new Error(`${name} is not in the table of deployables`);
  return deployable.devPort;
}

/**
 * EVENTS_PREFIX: the BullMQ key prefix of the event queues, the same for every producer and
 * consumer of one Redis (a test or a second stack on a shared Redis picks its own).
 */
export function eventsEnv() {
  return {
    EVENTS_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, _ . : or -')
      .default('bull'),
  };
}

/**
 * TRUST_GATEWAY_FORWARDED_FOR: the client address is the last `x-forwarded-for` entry, which
 * the gateway sets itself (with its own TRUST_PROXY it is the socket address or the proxy's
 * word). A subgraph is reached only through the gateway; false uses the socket address (a
 * service exposed directly).
 */
export function clientAddressEnv() {
  return { TRUST_GATEWAY_FORWARDED_FOR: envFlag(true) };
}

/** The typed result of `serviceEnv(...)`. */
export type ServiceConfig = z.output<z.ZodObject<ReturnType<typeof serviceEnv>>>;
/** The typed result of `tokenVerifierEnv()`. */
export type TokenVerifierConfig = z.output<z.ZodObject<ReturnType<typeof tokenVerifierEnv>>>;
/** The typed result of `eventsEnv()`. */
export type EventsConfig = z.output<z.ZodObject<ReturnType<typeof eventsEnv>>>;
