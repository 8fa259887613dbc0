import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure } from './delivery-attempt.js';
import { postWebhook, type WebhookPost } from './webhook-sender.js';

const loopback = { address: '127.0.0.1', family: 4 } as const;
let answering: Server;
let silent: Server; /** The Host headers the answering server received. */
const hosts: string[] = [];

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let answeringPort: number;
let silentPort: number;

beforeAll(async () => {
  answering = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    const redirect = request.url === '/moved';
    response.writeHead(redirect ? 307 : 204, redirect ? { location: 'http://127.0.0.1:1/' } : {}).end();
  });
  // Accepts connections and never answers.
  silent = createServer(() => undefined);
  answeringPort = await listen(answering);
  silentPort = await listen(silent);
});

afterAll(() => {
  for (const server of [answering, silent]) {
    server.closeAllConnections();
    server.close();
  }
});

const post = (url: string, change: Partial<WebhookPost> = {}) =>
  postWebhook({ url: new URL(url), address: loopback, body: '{}', headers: {}, timeoutMs: 2_000, ...change });

describe('postWebhook', () => {
  it('connects to the checked address, never to a new DNS answer for the name', async () => {
    // `.invalid` never resolves: the request can only have gone to the address given.
    expect(await post(`http://hooks.invalid:${answeringPort}/hook`)).toEqual({ status: 204 });
    expect(hosts.at(-1)).toBe(`hooks.invalid:${answeringPort}`);
  });

  it('reports a redirect without following it', async () => {
    const outcome = await post(`http://127.0.0.1:${answeringPort}/moved`);
    expect(outcome).toEqual({ status: 307 });
    expect(describeFailure(outcome)).toBe('Redirect not followed (307)');
  });

  it('gives up after the timeout, and says so in a few words', async () => {
    expect(await post(`http://127.0.0.1:${silentPort}/hook`, { timeoutMs: 200 })).toEqual({
      status: null,
      error: 'Timed out after 0.2 s',
    });
  });

  it('names a refused connection and a TLS failure', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await post(`http://127.0.0.1:${port}/hook`)).toEqual({
      status: null,
      error: 'Connection refused',
    });
    // https to a server speaking plain http.
    expect(await post(`https://127.0.0.1:${answeringPort}/hook`)).toEqual({
      status: null,
      error: 'TLS error',
    });
  });

  it('describes an HTTP failure by its status only', () => {
    expect(describeFailure({ status: 500 })).toBe('HTTP 500');
    expect(describeFailure({ status: null, error: 'Timed out after 10 s' })).toBe('Timed out after 10 s');
  });
});
