import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { errorCodes, postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';

const NEWS = /* GraphQL */ `
  query News($page: Int, $limit: Int, $tag: String) {
    news(page: $page, limit: $limit, tag: $tag) {
      pages
      data {
        id
        title
        description
        tags
        createdAt
        updatedAt
      }
    }
  }
`;

interface NewsData {
  news: {
    pages: number;
    data: Array<{
      id: string;
      title: string;
      description: string;
      tags: string[];
      createdAt: string;
      updatedAt: string;
    }>;
  };
}

let infra: TestInfra;
let app: FastifyInstance;
let db: Connection;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'content_news' });
  app = await buildApp(loadServiceConfig(infra.env));
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await infra?.stop();
});

beforeEach(async () => {
  await db.collection('news').deleteMany({});
});

/** Inserts `count` items, item 1 oldest, one day apart; every third one tagged "promo". */
async function seedNews(count: number) {
  const start = Date.UTC(2025, 0, 1);
  await db.collection('news').insertMany(
    Array.from({ length: count }, (_, index) => {
      const createdAt = new Date(start + index * 86_400_000);
      return {
        title: `Item ${index + 1}`,
        description: `Line one of ${index + 1}\nLine two`,
        tags: index % 3 === 0 ? ['promo', 'home-assistant'] : ['home-assistant'],
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

describe('query news', () => {
  it('returns the newest 12 first by default, with the page count', async () => {
    await seedNews(15);
    const response = await postGraphQL<NewsData>(app, { query: NEWS });
    expect(response.errors).toBeUndefined();
    const page = response.data!.news;
    expect(page.pages).toBe(2);
    expect(page.data).toHaveLength(12);
    expect(page.data.map((item) => item.title).slice(0, 3)).toEqual(['Item 15', 'Item 14', 'Item 13']);
    expect(page.data[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      description: 'Line one of 15\nLine two',
      tags: ['home-assistant'],
      createdAt: '2025-01-15T00:00:00.000Z',
      updatedAt: '2025-01-15T00:00:00.000Z',
    });
  });

  it('pages through every item exactly once', async () => {
    await seedNews(15);
    const first = await postGraphQL<NewsData>(app, { query: NEWS, variables: { page: 1, limit: 10 } });
    const second = await postGraphQL<NewsData>(app, { query: NEWS, variables: { page: 2, limit: 10 } });
    const third = await postGraphQL<NewsData>(app, { query: NEWS, variables: { page: 3, limit: 10 } });
    const titles = [...first.data!.news.data, ...second.data!.news.data].map((item) => item.title);
    expect(first.data!.news.pages).toBe(2);
    expect(new Set(titles).size).toBe(15);
    expect(titles.at(-1)).toBe('Item 1');
    expect(third.data!.news).toEqual({ pages: 2, data: [] });
  });

  it('keeps only the items of a tag, and counts pages of those', async () => {
    await seedNews(15);
    const response = await postGraphQL<NewsData>(app, { query: NEWS, variables: { tag: 'promo', limit: 2 } });
    expect(response.data!.news.pages).toBe(3);
    expect(response.data!.news.data.map((item) => item.title)).toEqual(['Item 13', 'Item 10']);
    const none = await postGraphQL<NewsData>(app, { query: NEWS, variables: { tag: 'nothing-here' } });
    expect(none.data!.news).toEqual({ pages: 0, data: [] });
  });

  it('orders items created in the same instant stably across pages', async () => {
    const at = new Date('2025-03-01T10:00:00.000Z');
    await db.collection('news').insertMany(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Same ${i}`,
        description: 'x',
        tags: [],
        createdAt: at,
        updatedAt: at,
      })),
    );
    const pages = await Promise.all(
      [1, 2, 3].map((page) => postGraphQL<NewsData>(app, { query: NEWS, variables: { page, limit: 2 } })),
    );
    const titles = pages.flatMap((response) => response.data!.news.data.map((item) => item.title));
    expect(new Set(titles).size).toBe(5);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
  ])('rejects %o with BAD_USER_INPUT', async (variables, field) => {
    const response = await postGraphQL<NewsData>(app, { query: NEWS, variables });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toContain(field);
    expect(response.errors![0]!.extensions).toMatchObject({ details: { field } });
    expect(response.data).toBeNull();
  });

  it('accepts the bounds of limit', async () => {
    await seedNews(3);
    for (const limit of [1, 50]) {
      const response = await postGraphQL<NewsData>(app, { query: NEWS, variables: { limit } });
      expect(response.errors).toBeUndefined();
      expect(response.data!.news.data).toHaveLength(Math.min(limit, 3));
    }
  });
});
