import type { FastifyInstance } from 'fastify';
import type { SubgraphEndpoint } from './graphql/supergraph.js';
import type { SubgraphReplicas } from './subgraph-replicas.js';

export interface CheckResult {
  ok: boolean;
  error?: string;
}

/** Same body as the services' /readyz (service-kit health.ts), plus a readable message. */
export interface ReadinessBody {
  status: 'ready' | 'unavailable';
  checks: Record<string, CheckResult>;
  failed: string[];
  message?: string;
}

const TRIVIAL_QUERY = JSON.stringify({ query: 'query __GatewayReadiness__ { __typename }' });

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
    const cause = (error as { cause?: { code?: unknown } }).cause;
    if (typeof cause?.code === 'string') return cause.code; // ECONNREFUSED, ENOTFOUND, …
    return error.message;
  }
  return String(error);
}

/**
 * A subgraph is ready when its `/readyz` (next to `/graphql`) answers 200. A subgraph without
 * `/readyz` (404) counts as ready when it answers a trivial query instead.
 */
export async function checkSubgraph(url: string, timeoutMs: number): Promise<CheckResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const readyz = await fetch(new URL('/readyz', url), { signal, headers: { accept: 'application/json' } });
    if (readyz.ok) return { ok: true };
    if (readyz.status !== 404) {
      const body = (await readyz.json().catch(() => null)) as { failed?: unknown } | null;
      const failed = Array.isArray(body?.failed) ? ` (${body.failed.join(', ')})` : '';
      return { ok: false, error: `readyz answered ${readyz.status}${failed}` };
    }
    const answer = await fetch(url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: TRIVIAL_QUERY,
    });
    const body = (await answer.json().catch(() => null)) as { data?: { __typename?: unknown } } | null;
    if (answer.ok && typeof body?.data?.__typename === 'string') return { ok: true };
    return { ok: false, error: `trivial query answered ${answer.status}` };
  } catch (error) {
    return { ok: false, error: reasonOf(error) };
  }
}

/**
 * `/healthz`: liveness, 200 while the process serves requests. `/readyz`: 200 when every
 * subgraph of the supergraph answers, else 503 naming the failing ones. Probes are not logged
 * per request (they come every few seconds).
 */
/** A replicated subgraph is ready while one of its replicas is; the first one's reason otherwise. */
async function checkReplicas(urls: string[], timeoutMs: number): Promise<CheckResult> {
  const results = await Promise.all(urls.map((url) => checkSubgraph(url, timeoutMs)));
  if (results.some((result) => result.ok)) return { ok: true };
  const [first] = results;
  return urls.length === 1 && first
    ? first
    : { ok: false, error: `no replica ready (${first?.error ?? 'failed'})` };
}

export function healthRoutes(
  app: FastifyInstance,
  subgraphs: SubgraphEndpoint[],
  timeoutMs: number,
  replicas: SubgraphReplicas,
): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/healthz', { logLevel: 'silent' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    const entries = await Promise.all(
      subgraphs.map(
        async ({ name, url }) => [name, await checkReplicas(replicas.replicasOf(url), timeoutMs)] as const,
      ),
    );
    const checks: Record<string, CheckResult> = Object.fromEntries(entries);
    if (closing) checks.process = { ok: false, error: 'shutting down' };
    const failed = Object.entries(checks)
      .filter(([, result]) => !result.ok)
      .map(([name]) => name);
    const body: ReadinessBody = { status: failed.length === 0 ? 'ready' : 'unavailable', checks, failed };
    if (failed.length > 0) {
      body.message = `Not ready: ${failed.map((name) => `${name} (${checks[name]?.error ?? 'failed'})`).join(', ')}`;
    }
    return reply.code(failed.length === 0 ? 200 : 503).send(body);
  });
}
