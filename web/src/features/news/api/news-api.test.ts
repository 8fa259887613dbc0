import { describe, expect, it } from 'vitest';
import { callsTo, json, mockAuthApi } from '@/test/api-mocks';
import { ApiError } from '@/lib/api-client';
import { getNewsItem, getNewsPage, getNewsTags } from './news-api';
import { restNewsItem } from './news-fixtures';

describe('GET /api/v0/news', () => {
  it('asks for the page, the limit and the tag, and reads the items in camelCase', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /news': json(200, { data: [restNewsItem(1, { tags: ['zigbee'] })], pages: 3 }) },
    );
    const page = await getNewsPage({ page: 2, limit: 12, tag: 'zigbee & co' });
    expect(callsTo(fetchMock, 'GET /news')[0]!.url).toBe('/api/v0/news?page=2&limit=12&tag=zigbee+%26+co');
    expect(page).toEqual({
      pages: 3,
      items: [
        {
          id: 'news-1',
          title: 'Anunțul numărul 1',
          slug: 'anuntul-numarul-1',
          description: 'Prima linie a anunțului 1.\nA doua linie a anunțului 1.',
          tags: ['zigbee'],
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('leaves the tag out when there is none', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' }, { 'GET /news': json(200, { data: [], pages: 0 }) });
    await expect(getNewsPage({ page: 1, limit: 12 })).resolves.toEqual({ items: [], pages: 0 });
    expect(callsTo(fetchMock, 'GET /news')[0]!.url).toBe('/api/v0/news?page=1&limit=12');
  });

  it('fails with its own text on a server error without a message, and on an answer of the wrong shape', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /news': json(500, {}) });
    await expect(getNewsPage({ page: 1, limit: 12 })).rejects.toMatchObject({
      message: 'Failed to load news (500)',
      status: 500,
      fromServer: false,
    });
    mockAuthApi({ kind: 'anonymous' }, { 'GET /news': json(200, { data: [{ title: 'no id' }], pages: 1 }) });
    await expect(getNewsPage({ page: 1, limit: 12 })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('GET /api/v0/news/tags', () => {
  it('reads the tags with their counts, in the order sent, skipping malformed rows', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /news/tags': json(200, [
          { name: 'zigbee', count: 4 },
          { name: '' },
          { name: 'promo', count: 1 },
        ]),
      },
    );
    await expect(getNewsTags()).resolves.toEqual([
      { name: 'zigbee', count: 4 },
      { name: 'promo', count: 1 },
    ]);
  });
});

describe('GET /api/v0/news/:id', () => {
  it('reads one item', async () => {
    const fetchMock = mockAuthApi({ kind: 'anonymous' }, { 'GET /news/news-7': json(200, restNewsItem(7)) });
    await expect(getNewsItem('news-7')).resolves.toMatchObject({ id: 'news-7', slug: 'anuntul-numarul-7' });
    expect(callsTo(fetchMock, 'GET /news/news-7')).toHaveLength(1);
  });

  it("is a 404 'News item not found' for an unknown id, with or without the server's text", async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /news/gone': json(404, { message: 'News item not found' }) });
    await expect(getNewsItem('gone')).rejects.toMatchObject({ status: 404, message: 'News item not found' });
    mockAuthApi({ kind: 'anonymous' }, { 'GET /news/gone': json(404, {}) });
    await expect(getNewsItem('gone')).rejects.toMatchObject({ status: 404, message: 'News item not found' });
  });
});
