/**
 * End to end: the real content service on embedded Mongo, behind the gateway, read through the
 * REST facade exactly as the public /news page reads it.
 */
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayForContent } from './helpers.js';

let infra: TestInfra;
let content: FastifyInstance;
let gateway: FastifyInstance;
let db: Connection;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_e2e' });
  content = await buildContent(loadServiceConfig(infra.env));
  await content.listen({ port: 0, host: '127.0.0.1' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });

  // The committed supergraph; only content is reachable, which is all the news list needs.
  gateway = await gatewayForContent(content);
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await db?.close();
  await infra?.stop();
});

describe('GET /api/v0/news (gateway → content → Mongo)', () => {
  it('returns the stored news newest first as {data, pages}', async () => {
    const day = 86_400_000;
    const start = Date.UTC(2025, 2, 1, 9, 30);
    await db.collection('news').insertMany(
      ['Prima știre', 'A doua știre', 'A treia știre'].map((title, index) => ({
        title,
        description: `Rândul unu ${index + 1}\nRândul doi`,
        tags: index === 1 ? ['promo', 'zigbee'] : ['home-assistant'],
        createdAt: new Date(start + index * day),
        updatedAt: new Date(start + index * day + 3_600_000),
      })),
    );

    const response = await gateway.inject({
      url: '/api/v0/news?page=1&limit=12',
      headers: { 'x-request-id': 'e2e-news-1' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('e2e-news-1');
    const body = response.json<{ data: Array<Record<string, unknown>>; pages: number }>();
    expect(body.pages).toBe(1);
    expect(body.data.map((item) => item.title)).toEqual(['A treia știre', 'A doua știre', 'Prima știre']);
    expect(body.data[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'A doua știre',
      slug: 'a-doua-stire',
      description: 'Rândul unu 2\nRândul doi',
      tags: ['promo', 'zigbee'],
      version: 1,
      created_at: '2025-03-02T09:30:00.000Z',
      updated_at: '2025-03-02T10:30:00.000Z',
    });
  });

  it('filters by tag', async () => {
    const response = await gateway.inject({ url: '/api/v0/news?tag=promo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { title: string }) => item.title)).toEqual(['A doua știre']);
  });

  it('passes the content service’s validation through as 400 {message}', async () => {
    const response = await gateway.inject({ url: '/api/v0/news?limit=51' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});
