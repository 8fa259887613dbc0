/**
 * The gateway's configuration, read from the environment once (in server.ts) and validated.
 * Nothing else in the gateway reads process.env; tests build a config with `parseConfig({...})`.
 * Every variable is documented in the root .env.example; defaults make `make dev` work as is.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emptyToUndefined,
  envFlag,
  envInt,
  GATEWAY,
  optionalEnv,
  SUBGRAPHS,
  WORKERS,
  type SubgraphName,
} from '@smarthome/service-kit/contracts';
import { z } from 'zod';
import type { QueryLimits } from './graphql/query-limits.js';
import { trustProxyEnv, type TrustProxy } from './trust-proxy.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SUPERGRAPH_PATH = path.join(gatewayDir, 'supergraph.graphql');

const httpUrl = optionalEnv(z.url({ protocol: /^https?$/ }));

/** Comma- or space-separated list ("a, b c") → ['a', 'b', 'c']. */
const list = optionalEnv(z.string()).transform((value) =>
  value === undefined
    ? []
    : value
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean),
);

const envSchema = z.object({
  PORT: envInt(GATEWAY.devPort, 0, 65535),
  /**
   * Prometheus's /metrics, on a listener of its own (src/listen.ts): the public port, which the
   * Ingress routes every path to, answers 404 there. 0 takes any free port (tests that start
   * several gateways at once).
   */
  METRICS_PORT: envInt(GATEWAY.metricsPort, 0, 65535),
  // Loopback like the subgraphs: a process started by hand is reached from this machine only.
  // Containers set HOST=0.0.0.0 to be reached through their published port.
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** The composed supergraph; the committed gateway/supergraph.graphql unless overridden. */
  SUPERGRAPH_PATH: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_SUPERGRAPH_PATH)),
  /** When set, the built web app (web/dist) is served from `/` with an SPA fallback. */
  WEB_DIST_DIR: optionalEnv(z.string()),
  /** Largest accepted request body, in bytes (413 above it). */
  BODY_LIMIT: envInt(1_048_576, 1_024, 100 * 1_048_576),
  /**
   * How long the answer of the auth service about a personal API token is reused (src/api-tokens):
   * at most this late, this gateway answers 401 to a token revoked elsewhere (the services refuse
   * it at once). 0 asks on every request.
   */
  API_TOKEN_CACHE_SECONDS: envInt(10, 0, 60),
  /** Requests per minute one personal API token may make (429 above it). */
  API_TOKEN_RATE_LIMIT: envInt(300, 1, 100_000),
  /**
   * A Redis where the API tokens' request counts are kept, shared by every gateway replica. Unset:
   * each gateway process counts alone, so a token may make API_TOKEN_RATE_LIMIT requests through
   * each. A variable of its own, not the services' REDIS_URL: the gateway needs only these counts,
   * so it may be given a Redis (or a Redis user) that cannot reach the services' data. Compose and
   * the Kubernetes manifests give it one of its own (`gateway-limits`); `make dev` runs one gateway
   * and leaves it unset.
   */
  API_TOKEN_RATE_LIMIT_REDIS_URL: optionalEnv(
    z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
  ),
  /** Which reverse proxies may give the client address and protocol (src/trust-proxy.ts). */
  TRUST_PROXY: trustProxyEnv,
  /** Time a subgraph has to answer /readyz (or a trivial query) before it counts as down. */
  READY_TIMEOUT_MS: envInt(2_000, 100, 60_000),
  /** Time a subgraph has to answer one fetch of a query plan. The assistant's LLM calls are slow. */
  SUBGRAPH_TIMEOUT_MS: envInt(60_000, 100, 600_000),
  /**
   * How long an anonymous read of public content (lists, posts, their pages) is reused for every
   * visitor (src/public-cache.ts); 0 turns the cache off. Also how late, at most, another replica
   * shows a change, or a scheduled post appears.
   */
  PUBLIC_CACHE_SECONDS: envInt(2, 0, 60),
  /**
   * GraphQL introspection on /graphql, and the "Did you mean …" field suggestions of its errors:
   * both describe the schema, so they are off unless turned on (`make dev` does, for GraphiQL and
   * tooling). Codegen reads the committed supergraph, never introspection.
   */
  GRAPHQL_INTROSPECTION: envFlag(false),
  /**
   * Bounds on one GraphQL document (src/graphql/query-limits.ts); 0 turns one off. The defaults
   * leave room above every operation of the product (the REST facade's and the dashboard's,
   * checked by test/query-limits.test.ts: at most depth 8, 1 alias, no directive, cost 356 and
   * about 110 tokens today) and above the introspection query of GraphiQL (about 185 tokens).
   * The token limit also keeps graphql-js's recursive parser from running out of stack: nesting
   * costs at least one token a level (`[[[…`), and the parser's stack gives out near 2,000
   * levels, hence the cap on GRAPHQL_MAX_TOKENS.
   */
  GRAPHQL_MAX_DEPTH: envInt(10, 0, 100),
  GRAPHQL_MAX_ALIASES: envInt(15, 0, 1_000),
  GRAPHQL_MAX_DIRECTIVES: envInt(20, 0, 1_000),
  GRAPHQL_MAX_TOKENS: envInt(1_000, 0, 1_500),
  GRAPHQL_MAX_COST: envInt(1_500, 0, 1_000_000),
  /**
   * Cookie names forwarded to subgraphs. Empty (the default) forwards the whole Cookie header,
   * so the gateway need not know which cookies the auth service sets (session, CSRF).
   */
  FORWARD_COOKIES: list,
  /**
   * The session cookie the auth service sets (as every service reads it): a state-changing
   * request that carries it (and no bearer token) must carry a CSRF token too.
   */
  AUTH_SESSION_COOKIE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, 'must be a valid cookie name')
      .default('session'),
  ),
  /** Production (HTTPS): the CSRF cookie is `__Host-csrf` and Secure, like the session cookie. */
  COOKIE_SECURE: envFlag(false),
  /**
   * Key of the CSRF tokens' HMAC (at least 32 characters). Unset: a random key per process,
   * fine for one gateway in development; required with COOKIE_SECURE (replicas must share it).
   */
  CSRF_SECRET: optionalEnv(z.string().min(32, 'must be at least 32 characters')),
  /** Extra CSP sources, added to the defaults documented in src/plugins/security-headers.ts. */
  CSP_SCRIPT_SRC: list,
  CSP_CONNECT_SRC: list,
  CSP_FRAME_SRC: list,
  CSP_IMG_SRC: list,
  /**
   * DEVELOPMENT ONLY (`make dev` sets it): the SMTP sink's mailbox; `/dev/mailbox` and
   * `/dev/mailbox/*` are forwarded there. Never set in production: the mailbox shows every
   * mail to anyone. Unset: those paths are 404 like any unknown path.
   */
  DEV_MAILBOX_URL: httpUrl,
  /**
   * The notifications worker's port (no GraphQL there): GET /api/v0/account/export asks it for the
   * mails sent to the caller, with the caller's own credentials. Its development port unless set.
   */
  NOTIFICATIONS_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .default(`http://127.0.0.1:${WORKERS.find((worker) => worker.name === 'notifications')!.devPort}`),
  ),
  /**
   * The public site's address (no trailing slash needed): canonical links, share cards, the
   * sitemap and the feeds name pages there. The same variable the auth and notifications
   * services use for the links in their mails.
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:4000')
    .transform((url) => url.replace(/\/+$/, '')),
});

/**
 * Where one subgraph runs: an http(s) URL, or several comma-separated, one per replica, the same
 * path at each (the gateway spreads its calls over them; src/subgraph-replicas.ts).
 */
const httpUrlList = optionalEnv(
  z.string().transform((value, context) => {
    const urls = value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    const problem = replicaListProblem(urls);
    if (problem === undefined) return urls;
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }),
);

/** What is wrong with a list of replica URLs (never echoing them: a URL may carry credentials). */
function replicaListProblem(urls: string[]): string | undefined {
  if (urls.length === 0) return 'must be an http(s) URL';
  const parsed: URL[] = [];
  for (const [index, url] of urls.entries()) {
    const where = urls.length === 1 ? 'must be' : `replica ${index + 1} must be`;
    if (!URL.canParse(url)) return `${where} an http(s) URL`;
    const one = new URL(url);
    if (one.protocol !== 'http:' && one.protocol !== 'https:') return `${where} an http(s) URL`;
    parsed.push(one);
  }
  if (new Set(parsed.map((url) => url.origin)).size !== urls.length) return 'names the same replica twice';
  if (new Set(parsed.map((url) => url.pathname)).size !== 1)
    return "every replica's URL must have the same path";
  return undefined;
}

/** Where each subgraph runs, when not at the URL composed into the supergraph (AUTH_URL, …). */
const subgraphUrlsSchema = z.object(
  Object.fromEntries(SUBGRAPHS.map((subgraph) => [subgraph.urlEnv, httpUrlList])) as Record<
    string,
    typeof httpUrlList
  >,
);

/** Every variable the gateway reads. */
export const CONFIG_ENV_KEYS: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...Object.keys(subgraphUrlsSchema.shape),
];

export interface GatewayConfig {
  port: number;
  /** METRICS_PORT: where /metrics is served, on `host` too; 0 = any free port. */
  metricsPort: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  supergraphPath: string;
  /** Runtime replacements of the URLs written in the supergraph, by subgraph name (the first replica's). */
  subgraphUrls: Partial<Record<SubgraphName, string>>;
  /** Every replica's URL of the subgraphs configured with several. */
  subgraphReplicaUrls: Partial<Record<SubgraphName, string[]>>;
  webDistDir: string | undefined;
  bodyLimit: number;
  /** TRUST_PROXY: on/off, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  /** API_TOKEN_CACHE_SECONDS, in ms. */
  apiTokenCacheMs: number;
  /** API_TOKEN_RATE_LIMIT: requests per minute per API token. */
  apiTokenRateLimit: number;
  /** API_TOKEN_RATE_LIMIT_REDIS_URL: where the tokens' counts are shared; undefined: this process only. */
  apiTokenRateLimitRedisUrl: string | undefined;
  readyTimeoutMs: number;
  subgraphTimeoutMs: number;
  publicCacheMs: number;
  /** Introspection and field suggestions (GRAPHQL_INTROSPECTION). */
  introspection: boolean;
  /** GRAPHQL_MAX_*: bounds on one GraphQL document, 0 = off. */
  queryLimits: QueryLimits;
  forwardCookies: string[];
  csp: { scriptSrc: string[]; connectSrc: string[]; frameSrc: string[]; imgSrc: string[] };
  /** Development only: where `/dev/mailbox` is forwarded (DEV_MAILBOX_URL); undefined in production. */
  devMailboxUrl: string | undefined;
  /** NOTIFICATIONS_URL: the notifications worker's origin. */
  notificationsUrl: string;
  /** AUTH_SESSION_COOKIE. */
  sessionCookie: string;
  cookieSecure: boolean;
  csrfSecret: string;
  /** True when CSRF_SECRET was unset and a random one is used (tokens die with the process). */
  csrfSecretGenerated: boolean;
  /** PUBLIC_BASE_URL, without a trailing slash. */
  publicBaseUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates an environment-like record; throws ConfigError listing every problem at once. */
export function parseConfig(env: Record<string, string | undefined>): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  const urls = subgraphUrlsSchema.safeParse(env);
  if (!parsed.success || !urls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(urls.error?.issues ?? [])];
    throw new ConfigError(issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  const supergraphPath = path.resolve(e.SUPERGRAPH_PATH);
  if (!existsSync(supergraphPath)) problems.push(`SUPERGRAPH_PATH: ${supergraphPath} does not exist`);

  let webDistDir: string | undefined;
  if (e.WEB_DIST_DIR !== undefined) {
    webDistDir = path.resolve(e.WEB_DIST_DIR);
    if (!existsSync(webDistDir) || !statSync(webDistDir).isDirectory()) {
      problems.push(`WEB_DIST_DIR: ${webDistDir} is not a directory (build the web app first)`);
    } else if (!existsSync(path.join(webDistDir, 'index.html'))) {
      problems.push(`WEB_DIST_DIR: ${webDistDir} has no index.html`);
    }
  }
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push(`METRICS_PORT: must differ from PORT (${e.PORT}): /metrics has a listener of its own`);
  }
  if (e.COOKIE_SECURE && e.CSRF_SECRET === undefined) {
    problems.push(
      'CSRF_SECRET: required when COOKIE_SECURE is true (every gateway replica must use the same)',
    );
  }
  if (e.COOKIE_SECURE !== e.AUTH_SESSION_COOKIE.startsWith('__Host-')) {
    problems.push(
      e.COOKIE_SECURE
        ? 'AUTH_SESSION_COOKIE: must start with __Host- when COOKIE_SECURE is true (as the auth service checks)'
        : 'AUTH_SESSION_COOKIE: a __Host- cookie needs COOKIE_SECURE=true',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const subgraphUrls: Partial<Record<SubgraphName, string>> = {};
  const subgraphReplicaUrls: Partial<Record<SubgraphName, string[]>> = {};
  for (const subgraph of SUBGRAPHS) {
    const list = urls.data[subgraph.urlEnv];
    if (list === undefined) continue;
    subgraphUrls[subgraph.name] = list[0];
    if (list.length > 1) subgraphReplicaUrls[subgraph.name] = list;
  }

  return {
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    supergraphPath,
    subgraphUrls,
    subgraphReplicaUrls,
    webDistDir,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    apiTokenCacheMs: e.API_TOKEN_CACHE_SECONDS * 1_000,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    apiTokenRateLimitRedisUrl: e.API_TOKEN_RATE_LIMIT_REDIS_URL,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    subgraphTimeoutMs: e.SUBGRAPH_TIMEOUT_MS,
    publicCacheMs: e.PUBLIC_CACHE_SECONDS * 1_000,
    introspection: e.GRAPHQL_INTROSPECTION,
    queryLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxCost: e.GRAPHQL_MAX_COST,
    },
    forwardCookies: e.FORWARD_COOKIES,
    csp: {
      scriptSrc: e.CSP_SCRIPT_SRC,
      connectSrc: e.CSP_CONNECT_SRC,
      frameSrc: e.CSP_FRAME_SRC,
      imgSrc: e.CSP_IMG_SRC,
    },
    devMailboxUrl: e.DEV_MAILBOX_URL,
    notificationsUrl: e.NOTIFICATIONS_URL,
    sessionCookie: e.AUTH_SESSION_COOKIE,
    cookieSecure: e.COOKIE_SECURE,
    csrfSecret: e.CSRF_SECRET ?? randomBytes(32).toString('base64url'),
    csrfSecretGenerated: e.CSRF_SECRET === undefined,
    publicBaseUrl: e.PUBLIC_BASE_URL,
  };
}

let loaded: GatewayConfig | undefined;

/** The process configuration, from process.env, validated once. */
export function loadConfig(): GatewayConfig {
  loaded ??= parseConfig(process.env);
  return loaded;
}
