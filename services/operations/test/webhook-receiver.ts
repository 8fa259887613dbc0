/**
 * A webhook receiver for the delivery tests: a real HTTP server on the loopback that records each
 * request (headers and the exact body) as it arrives and answers with the statuses it was told, in
 * turn, then 200. An answer may wait for something first (`before`), e.g. turn the endpoint off
 * while its attempt is in flight, or hold the request while its sender is killed, and may carry
 * headers (a redirect's Location).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  before?: () => Promise<void>;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  requests: ReceivedRequest[];
  /** The answers to the next requests, in order (200 once they are used up). */
  answer(...answers: Array<number | Answer>): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const queued: Answer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const next = queued.shift() ?? { status: 200 };
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      void (async () => {
        await next.before?.();
        response.writeHead(next.status, next.headers).end('receiver says: not to be stored');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    answer(...answers) {
      queued.push(...answers.map((answer) => (typeof answer === 'number' ? { status: answer } : answer)));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
