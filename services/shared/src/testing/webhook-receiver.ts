/**
 * An integrator's webhook receiver for the tests: a real HTTP server on 127.0.0.1 that records
 * each request as it arrives (method, path, headers, the body's exact text, over which signatures
 * are computed) and answers with the answers queued for its path, in turn, then 200. An answer may
 * carry headers (a redirect's Location) and wait for something first (`before`): turn the endpoint
 * off while its attempt is in flight, or hold the request while its sender is killed.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent. */
  body: string;
  /** The status it is answered with. */
  answeredWith: number;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  before?: () => Promise<void>;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port><path>`, `/hook` when no path is given. */
  url(path?: string): string;
  /** Every request so far, oldest first (a test may empty it between cases). */
  requests: ReceivedRequest[];
  /** The answers to the next requests to `path`, in order (200 once they are used up). */
  answer(path: string, ...answers: Array<number | ReceiverAnswer>): void;
  /**
   * The first request (oldest first) that matches, already received or still to come; rejects
   * after `timeoutMs` with the paths that arrived meanwhile.
   */
  next(matches: (request: ReceivedRequest) => boolean, timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

interface Waiter {
  matches: (request: ReceivedRequest) => boolean;
  resolve: (request: ReceivedRequest) => void;
}

export const DEFAULT_RECEIVER_PATH = '/hook';

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const queued = new Map<string, ReceiverAnswer[]>();
  const waiters = new Set<Waiter>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const answer = queued.get(path)?.shift() ?? { status: 200 };
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answeredWith: answer.status,
      };
      requests.push(received);
      for (const waiter of waiters) {
        if (!waiter.matches(received)) continue;
        waiters.delete(waiter);
        waiter.resolve(received);
      }
      void (async () => {
        await answer.before?.();
        response.writeHead(answer.status, answer.headers).end('receiver says: not to be stored');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path = DEFAULT_RECEIVER_PATH) => `http://127.0.0.1:${port}${path}`,
    requests,
    answer(path, ...answers) {
      const added = answers.map((answer) => (typeof answer === 'number' ? { status: answer } : answer));
      queued.set(path, [...(queued.get(path) ?? []), ...added]);
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
