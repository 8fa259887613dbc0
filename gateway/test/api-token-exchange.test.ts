/**
 * The gateway's memory of API token exchanges, against a small HTTP server that answers like the
 * auth service's exchange and counts how often it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateApiToken } from '@smarthome/service-kit/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiTokenExchange } from '../src/api-tokens/exchange.js';

const valid = generateApiToken();
let asked = 0;
let status = 200;
let server: Server;
let authUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked += 1;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { token } = JSON.parse(body) as { token: string };
      const known = token === valid && status === 200;
      response.writeHead(known ? 200 : status === 200 ? 401 : status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          known
            ? {
                tokenId: 't1',
                scope: 'read',
                accessToken: 'jwt',
                expiresAt: new Date(Date.now() + 300_000).toISOString(),
              }
            : { message: 'no' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked = 0;
  status = 200;
});

describe('the API token exchange', () => {
  it('asks once for concurrent requests and keeps the answer for the cache time', async () => {
    let now = Date.now();
    const exchange = new ApiTokenExchange({ authUrl, cacheMs: 10_000, timeoutMs: 1_000, now: () => now });
    const grants = await Promise.all([1, 2, 3].map(() => exchange.grantFor(valid)));
    expect(grants).toEqual([1, 2, 3].map(() => ({ tokenId: 't1', scope: 'read', accessToken: 'jwt' })));
    expect(asked).toBe(1);
    now += 9_000;
    await exchange.grantFor(valid);
    expect(asked).toBe(1);
    now += 2_000;
    await exchange.grantFor(valid);
    expect(asked).toBe(2);
    exchange.forget('t1');
    await exchange.grantFor(valid);
    expect(asked).toBe(3);
    await exchange.close();
  });

  it('keeps refusals too, and asks every time with a cache time of 0', async () => {
    const cached = new ApiTokenExchange({ authUrl, cacheMs: 10_000, timeoutMs: 1_000 });
    const unknown = generateApiToken();
    expect(await cached.grantFor(unknown)).toBeNull();
    expect(await cached.grantFor(unknown)).toBeNull();
    expect(asked).toBe(1);
    const uncached = new ApiTokenExchange({ authUrl, cacheMs: 0, timeoutMs: 1_000 });
    await uncached.grantFor(valid);
    await uncached.grantFor(valid);
    expect(asked).toBe(3);
    await Promise.all([cached.close(), uncached.close()]);
  });

  it('fails, rather than refusing the token, when the auth service cannot answer', async () => {
    status = 500;
    const exchange = new ApiTokenExchange({ authUrl, cacheMs: 10_000, timeoutMs: 1_000 });
    await expect(exchange.grantFor(valid)).rejects.toThrow(/HTTP 500/);
    status = 200;
    expect(await exchange.grantFor(valid)).not.toBeNull();
    await exchange.close();
  });
});
