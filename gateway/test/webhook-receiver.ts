/**
 * An integrator's webhook receiver on 127.0.0.1 for the tests: it keeps every request it gets
 * (path, headers, the body's bytes as text) and answers 200, or the statuses a test queued for
 * a path first. Tests wait for a request with `next`, which resolves as soon as one arrives.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent: signatures are computed over these bytes. */
  rawBody: string;
  /** The status it was answered with. */
  answeredWith: number;
}

interface Waiter {
  matches: (request: ReceivedRequest) => boolean;
  resolve: (request: ReceivedRequest) => void;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port><path>`. */
  url(path: string): string;
  /** Every request so far, oldest first. */
  readonly requests: readonly ReceivedRequest[];
  /** Answers the next requests to `path` with these statuses, in order; 200 after them. */
  answer(path: string, ...statuses: number[]): void;
  /**
   * The first request (oldest first) that matches, already received or still to come; rejects
   * after `timeoutMs` with what arrived meanwhile.
   */
  next(matches: (request: ReceivedRequest) => boolean, timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const queued = new Map<string, number[]>();
  const waiters = new Set<Waiter>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = queued.get(path)?.shift() ?? 200;
      const received = {
        path,
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        answeredWith: status,
      };
      requests.push(received);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'failed');
      for (const waiter of waiters) {
        if (!waiter.matches(received)) continue;
        waiters.delete(waiter);
        waiter.resolve(received);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    answer(path, ...statuses) {
      queued.set(path, [...(queued.get(path) ?? []), ...statuses]);
    },
    next(matches, timeoutMs = 20_000) {
      const already = requests.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const paths = requests.map((request) => request.path);
          reject(new Error(`no matching webhook request within ${timeoutMs} ms (got: ${paths.join(', ')})`));
        }, timeoutMs);
        const waiter: Waiter = {
          matches,
          resolve: (request) => {
            clearTimeout(timer);
            resolve(request);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
