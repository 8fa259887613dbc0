/**
 * The gateway's HTTP client for its subgraphs, against a real HTTP server on loopback: what Apollo's
 * data source reads of an answer, several cookies kept apart, connections reused, and the bound
 * on a call that does not answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraphFetcher } from '../src/graphql/subgraph-fetcher.js';

let server: Server;
let origin: string;
const sockets = new Set<unknown>();
/** Released by the slow route's test. */
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    sockets.add(request.socket);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/slow') {
        releaseSlow = () => response.end('{}');
        return;
      }
      if (request.url === '/refused') {
        response.writeHead(413, 'Payload Too Large', { 'content-type': 'text/plain' }).end('too large');
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': ['session=a; HttpOnly', 'csrf=b'],
        })
        .end(
          JSON.stringify({ data: { echo: JSON.parse(body || 'null'), auth: request.headers.authorization } }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  releaseSlow();
  await new Promise((resolve) => server.close(resolve));
});

describe('the subgraph fetcher', () => {
  it('sends the method, headers and body, and answers with the status, headers and JSON of a fetch Response', async () => {
    const { fetcher, close } = subgraphFetcher(5_000);
    try {
      const answer = await fetcher(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: JSON.stringify({ query: '{ a }' }),
      });
      expect(answer.ok).toBe(true);
      expect(answer.status).toBe(200);
      expect(answer.url).toBe(`${origin}/graphql`);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect((answer.headers as Headers).getSetCookie()).toEqual(['session=a; HttpOnly', 'csrf=b']);
      expect(await answer.clone().text()).toContain('"echo"');
      expect(await answer.json()).toEqual({ data: { echo: { query: '{ a }' }, auth: 'Bearer t' } });
      expect(answer.bodyUsed).toBe(true);
    } finally {
      await close();
    }
  });

  it('reads a refusal as not ok, with its status text and body', async () => {
    const { fetcher, close } = subgraphFetcher(5_000);
    try {
      const answer = await fetcher(`${origin}/refused`, { method: 'POST', body: '{}' });
      expect(answer.ok).toBe(false);
      expect(answer.status).toBe(413);
      expect(answer.statusText).toBe('Payload Too Large');
      expect(await answer.text()).toBe('too large');
    } finally {
      await close();
    }
  });

  it('keeps connections open for the next calls: twenty calls in a row share one or two', async () => {
    const { fetcher, close } = subgraphFetcher(5_000);
    try {
      sockets.clear();
      for (let i = 0; i < 5; i += 1)
        await (await fetcher(`${origin}/graphql`, { method: 'POST', body: '1' })).json();
      expect(sockets.size).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('gives up on a call that does not answer within its bound', async () => {
    const { fetcher, close } = subgraphFetcher(200);
    try {
      await expect(fetcher(`${origin}/slow`, { method: 'POST', body: '{}' })).rejects.toMatchObject({
        name: 'TimeoutError',
      });
    } finally {
      releaseSlow();
      await close();
    }
  });

  it('fails with the connection error of a subgraph that is not listening', async () => {
    const { fetcher, close } = subgraphFetcher(5_000);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    try {
      await expect(
        fetcher(`http://127.0.0.1:${port}/graphql`, { method: 'POST', body: '{}' }),
      ).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    } finally {
      await close();
    }
  });
});
