import type { FastifyInstance } from 'fastify';

/**
 * Scrapes `GET /metrics` until the text matches `pattern` (an event relayed, a counter moved) or
 * the time is up, and returns the last scrape either way, for the test to assert on. Relays and
 * consumers work in the background, so a single scrape right after the request would race them.
 */
export async function scrapeMetricsUntil(
  app: FastifyInstance,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: '/metrics' });
    if (response.statusCode !== 200) throw new Error(`GET /metrics answered ${response.statusCode}`);
    if (pattern.test(response.body) || Date.now() > deadline) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
