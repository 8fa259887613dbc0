/**
 * End to end: GET /api/v0/exchange-rate through the gateway to the real content service on
 * embedded Mongo, with the National Bank of Romania's feed and the fallback source played by HTTP
 * servers on loopback (tests never reach the internet).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayForContent } from './helpers.js';

let infra: TestInfra;
const closers: Array<() => Promise<unknown>> = [];

/** A loopback upstream answering `status` with `body`, or dropping the connection when status is 0. */
async function upstream(status: number, type: string, body: string): Promise<string> {
  const server: Server = createServer((request, response) => {
    if (status === 0) return void request.socket.destroy();
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
}

/** The content service with these exchange-rate variables, behind a gateway. */
async function stack(env: Record<string, string>): Promise<FastifyInstance> {
  const content = await buildContent(loadServiceConfig({ ...infra.env, ...env }));
  await content.listen({ port: 0, host: '127.0.0.1' });
  const gateway = await gatewayForContent(content);
  closers.push(
    () => gateway.close(),
    () => content.close(),
  );
  return gateway;
}

const BNR_FEED = `<?xml version="1.0" encoding="utf-8"?>
<DataSet xmlns="http://www.bnr.ro/xsd">
  <Header><Publisher>National Bank of Romania</Publisher><PublishingDate>2025-03-14</PublishingDate></Header>
  <Body><Cube date="2025-03-14"><Rate currency="EUR">4.9763</Rate><Rate currency="USD">4.5798</Rate></Cube></Body>
</DataSet>`;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_fx' });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await infra?.stop();
});

describe('GET /api/v0/exchange-rate (gateway → content → upstream)', () => {
  it('answers 503 {message} while no source has answered and nothing is stored', async () => {
    const gateway = await stack({
      EXCHANGE_RATE_BNR_URL: await upstream(0, 'text/plain', ''),
      EXCHANGE_RATE_FALLBACK_URL: await upstream(502, 'text/html', '<h1>Bad gateway</h1>'),
    });
    const response = await gateway.inject({ url: '/api/v0/exchange-rate' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Exchange rate unavailable' });
  });

  it('answers the NBR rate as {rate, lastUpdated, source}, cacheable by the browser', async () => {
    const bnrUrl = await upstream(200, 'text/xml', BNR_FEED);
    const gateway = await stack({
      EXCHANGE_RATE_BNR_URL: bnrUrl,
      EXCHANGE_RATE_FALLBACK_URL: await upstream(0, 'text/plain', ''),
    });
    const before = Date.now();
    const response = await gateway.inject({ url: '/api/v0/exchange-rate' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    const body = response.json<{ rate: number; lastUpdated: string; source: string }>();
    expect(body).toEqual({ rate: 4.9763, lastUpdated: expect.any(String), source: new URL(bnrUrl).host });
    expect(Date.parse(body.lastUpdated)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('then serves the stored rate from another process, sources down or not', async () => {
    const gateway = await stack({
      EXCHANGE_RATE_BNR_URL: await upstream(500, 'text/plain', 'down'),
      EXCHANGE_RATE_FALLBACK_URL: await upstream(0, 'text/plain', ''),
    });
    const response = await gateway.inject({ url: '/api/v0/exchange-rate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rate: 4.9763 });
  });
});
