import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import { useContentSuite } from '../../test/helpers.js';

const FIELDS = 'id title slug description tags version createdAt updatedAt';
const CREATE = `mutation ($input: NewsInput!) { createNews(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: NewsInput!, $version: Int) {
  updateNews(id: $id, input: $input, version: $version) { ${FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteNews(id: $id) }`;
const ITEM = `query ($id: ID!) { newsItem(id: $id) { ${FIELDS} } }`;
const TAGS = `{ newsTags { name count } }`;

interface NewsFields {
  id: string;
  title: string;
  slug: string;
  description: string;
  tags: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

const suite = useContentSuite('content_news_writes');
const { asAdmin, headersOf } = suite;

beforeEach(async () => {
  await suite.db.collection('news').deleteMany({});
});

async function createNews(input: Record<string, unknown>): Promise<NewsFields> {
  const response = await asAdmin<{ createNews: NewsFields }>(CREATE, { input });
  expect(response.errors).toBeUndefined();
  return response.data!.createNews;
}

describe('news writes', () => {
  it('creates an item with trimmed fields, cleaned tags and a slug, readable by anyone', async () => {
    const created = await createNews({
      title: '  Promoție de iarnă: instalare gratuită  ',
      description: '  Primii 3 clienți.\nDetalii pe pagină.  ',
      tags: [' promo ', 'promo', '', 'iarnă'],
    });
    expect(created).toMatchObject({
      title: 'Promoție de iarnă: instalare gratuită',
      slug: 'promotie-de-iarna-instalare-gratuita',
      description: 'Primii 3 clienți.\nDetalii pe pagină.',
      tags: ['promo', 'iarnă'],
    });
    const read = await postGraphQL<{ newsItem: NewsFields }>(suite.app, {
      query: ITEM,
      variables: { id: created.id },
    });
    expect(read.data!.newsItem).toEqual(created);
  });

  it('refuses a save made from a version someone else has saved over since, and keeps theirs', async () => {
    const created = await createNews({ title: 'Vechi', description: 'Text', tags: [] });
    expect(created.version).toBe(1);
    const save = (title: string, version?: number) =>
      asAdmin<{ updateNews: NewsFields }>(UPDATE, {
        id: created.id,
        input: { title, description: 'Text', tags: [] },
        ...(version === undefined ? {} : { version }),
      });
    expect((await save('Primul', 1)).data!.updateNews.version).toBe(2);
    const late = await save('Al doilea', 1);
    expect(errorCodes(late)).toEqual(['CONFLICT']);
    expect(late.errors![0]!.message).toBe(
      'This news item was changed by someone else in the meantime. Reload it and try again.',
    );
    const read = await postGraphQL<{ newsItem: NewsFields }>(suite.app, {
      query: ITEM,
      variables: { id: created.id },
    });
    expect(read.data!.newsItem).toMatchObject({ title: 'Primul', version: 2 });
    expect((await save('Al doilea', 2)).data!.updateNews).toMatchObject({ title: 'Al doilea', version: 3 });
    expect((await save('Fără versiune')).data!.updateNews.version).toBe(4);
  });

  it('updates and deletes an item; afterwards it is not found', async () => {
    const created = await createNews({ title: 'Vechi', description: 'Text vechi', tags: ['a'] });
    const updated = await asAdmin<{ updateNews: NewsFields }>(UPDATE, {
      id: created.id,
      input: { title: 'Nou', description: 'Text nou', tags: [] },
    });
    expect(updated.data!.updateNews).toMatchObject({ id: created.id, title: 'Nou', slug: 'nou', tags: [] });
    expect(updated.data!.updateNews.createdAt).toBe(created.createdAt);

    const deleted = await asAdmin<{ deleteNews: boolean }>(DELETE, { id: created.id });
    expect(deleted.data!.deleteNews).toBe(true);
    const again = await asAdmin(DELETE, { id: created.id });
    expect(errorCodes(again)).toEqual(['NOT_FOUND']);
    const read = await postGraphQL(suite.app, { query: ITEM, variables: { id: created.id } });
    expect(errorCodes(read)).toEqual(['NOT_FOUND']);
    expect(read.errors![0]!.message).toBe('News item not found');
  });

  it.each(['nope', '123', '{"$gt":""}', 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'answers NOT_FOUND for the malformed id %j, never a server error',
    async (id) => {
      const read = await postGraphQL(suite.app, { query: ITEM, variables: { id } });
      expect(errorCodes(read)).toEqual(['NOT_FOUND']);
      const update = await asAdmin(UPDATE, { id, input: { title: 'x', description: 'y' } });
      expect(errorCodes(update)).toEqual(['NOT_FOUND']);
    },
  );

  it.each([
    [{ title: '   ', description: 'Text' }, 'title'],
    [{ title: 'Titlu', description: ' \n ' }, 'description'],
  ])('refuses a blank field with the form text: %o', async (input, field) => {
    const response = await asAdmin(CREATE, { input });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Title and description are required');
    expect(response.errors![0]!.extensions).toMatchObject({
      details: { errors: [{ field, msg: 'Title and description are required' }] },
    });
    expect(await suite.db.collection('news').countDocuments()).toBe(0);
  });

  it('refuses over-long fields and too many or too long tags, storing nothing', async () => {
    for (const input of [
      { title: 'x'.repeat(201), description: 'Text' },
      { title: 'Titlu', description: 'x'.repeat(20_001) },
      { title: 'Titlu', description: 'Text', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { title: 'Titlu', description: 'Text', tags: ['x'.repeat(51)] },
    ]) {
      expect(errorCodes(await asAdmin(CREATE, { input }))).toEqual(['BAD_USER_INPUT']);
    }
    expect(await suite.db.collection('news').countDocuments()).toBe(0);
  });

  it('lets only admins write: UNAUTHENTICATED anonymous, FORBIDDEN for installers and users', async () => {
    const created = await createNews({ title: 'Rămâne', description: 'Neatins' });
    const input = { title: 'Schimbat', description: 'Schimbat' };
    for (const [headers, code] of [
      [{}, 'UNAUTHENTICATED'],
      [headersOf('installer'), 'FORBIDDEN'],
      [headersOf('user'), 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [CREATE, { input }],
        [UPDATE, { id: created.id, input }],
        [DELETE, { id: created.id }],
      ] as const) {
        expect(errorCodes(await postGraphQL(suite.app, { query, variables, headers }))).toEqual([code]);
      }
    }
    const read = await postGraphQL<{ newsItem: NewsFields }>(suite.app, {
      query: ITEM,
      variables: { id: created.id },
    });
    expect(read.data!.newsItem.title).toBe('Rămâne');
    expect(await suite.db.collection('news').countDocuments()).toBe(1);
  });

  it('counts tags, most used first, then by name', async () => {
    await createNews({ title: 'A', description: 'a', tags: ['zigbee', 'promo'] });
    await createNews({ title: 'B', description: 'b', tags: ['promo'] });
    await createNews({ title: 'C', description: 'c', tags: ['automatizari'] });
    const response = await postGraphQL<{ newsTags: unknown }>(suite.app, { query: TAGS });
    expect(response.data!.newsTags).toEqual([
      { name: 'promo', count: 2 },
      { name: 'automatizari', count: 1 },
      { name: 'zigbee', count: 1 },
    ]);
  });
});
