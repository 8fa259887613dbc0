import fp from 'fastify-plugin';

/** Resolves when the dependency answers, rejects (with a short reason) when it does not. */
export type HealthCheck = () => Promise<void>;

export interface HealthPluginOptions {
  /** Dependencies that must answer for the process to take traffic, by name. */
  checks: Record<string, HealthCheck>;
  /** A check that has not answered by then counts as failed. */
  timeoutMs?: number;
}

export interface CheckResult {
  ok: boolean;
  error?: string;
}

export interface ReadinessBody {
  status: 'ready' | 'unavailable';
  checks: Record<string, CheckResult>;
  failed: string[];
}

/**
 * `/healthz` (liveness: 200 while the process runs, so an orchestrator restarts only a
 * stuck process) and `/readyz` (readiness: 200 only when every dependency answers, else
 * 503 with the list of what failed, so traffic waits). Neither is logged per request:
 * probes hit them every few seconds. While the app closes, Fastify itself answers 503.
 */
export const healthPlugin = fp<HealthPluginOptions>(
  async (app, { checks, timeoutMs = 2_000 }) => {
    app.get('/healthz', { logLevel: 'silent' }, async () => ({ status: 'ok' }));

    app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
          try {
            await withTimeout(check(), timeoutMs);
            return [name, { ok: true }];
          } catch (error) {
            return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }];
          }
        }),
      );
      const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
      const body: ReadinessBody = {
        status: failed.length === 0 ? 'ready' : 'unavailable',
        checks: Object.fromEntries(entries),
        failed,
      };
      return reply.code(failed.length === 0 ? 200 : 503).send(body);
    });
  },
  { name: 'smarthome-health', fastify: '5.x' },
);

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
