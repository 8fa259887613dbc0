import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import { useContentSuite } from '../../test/helpers.js';

const FIELDS = `id title slug description excerpt readingMinutes tags featured publishedDate visibleFrom
  scheduled imageUrl shareImageUrl version createdAt updatedAt`;
const CREATE = `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: BlogPostInput!, $version: Int) {
  updateBlogPost(id: $id, input: $input, version: $version) { ${FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteBlogPost(id: $id) }`;
const POST = `query ($id: ID!) { blogPost(id: $id) { ${FIELDS} } }`;
const LIST = `query ($page: Int, $limit: Int, $tag: String, $includeScheduled: Boolean) {
  blogPosts(page: $page, limit: $limit, tag: $tag, includeScheduled: $includeScheduled) { totalPages data { title scheduled } }
}`;
const FEATURED = `query ($limit: Int) { featuredBlogPosts(limit: $limit) { title } }`;
const TAGS = `{ blogTags { name count } }`;

interface PostFields {
  id: string;
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  readingMinutes: number;
  tags: string[];
  featured: boolean;
  publishedDate: string | null;
  visibleFrom: string;
  scheduled: boolean;
  imageUrl: string | null;
  shareImageUrl: string | null;
  createdAt: string;
}
interface ListData {
  blogPosts: { totalPages: number; data: Array<{ title: string; scheduled: boolean }> };
}

const START = Date.parse('2026-03-01T10:00:00.000Z');
let now = START;
const suite = useContentSuite('content_blog', {}, { clock: () => now });
const { asAdmin, headersOf } = suite;

beforeEach(async () => {
  now = START;
  await suite.db.collection('blog_posts').deleteMany({});
});

const anonymous = <T>(query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL<T>(suite.app, { query, variables });

async function createPost(input: Record<string, unknown>): Promise<PostFields> {
  const response = await asAdmin<{ createBlogPost: PostFields }>(CREATE, {
    input: { description: '<p>Conținut</p>', ...input },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.createBlogPost;
}

const titles = (response: { data?: ListData | null }) =>
  response.data!.blogPosts.data.map((post) => post.title);

describe('blog posts', () => {
  it('stores sanitised HTML and derives slug, excerpt, reading time and the share image', async () => {
    const words = Array.from({ length: 250 }, (_, i) => `cuvânt${i}`).join(' ');
    const post = await createPost({
      title: '  Zigbee în Iași  ',
      description: `<h2>Început</h2><p onclick="x()">${words}</p><img src="https://a.ro/1.jpg"><script>alert(1)</script>`,
      tags: ['zigbee', ' zigbee ', 'iasi'],
      featured: true,
    });
    expect(post).toMatchObject({
      title: 'Zigbee în Iași',
      slug: 'zigbee-in-iasi',
      readingMinutes: 2,
      tags: ['zigbee', 'iasi'],
      featured: true,
      publishedDate: null,
      visibleFrom: new Date(START).toISOString(),
      scheduled: false,
      imageUrl: null,
      shareImageUrl: 'https://a.ro/1.jpg',
    });
    expect(post.description).not.toMatch(/script|onclick/);
    expect(post.excerpt).toHaveLength(203);
    expect(post.excerpt.startsWith('Început cuvânt0 cuvânt1')).toBe(true);
    expect(post.excerpt.endsWith('...')).toBe(true);

    const withImage = await createPost({ title: 'Cu imagine', imageUrl: 'https://a.ro/cover.jpg' });
    expect(withImage.shareImageUrl).toBe('https://a.ro/cover.jpg');
  });

  it('hides a scheduled post everywhere until its date, then shows it without anyone acting', async () => {
    const publishAt = START + 60 * 60 * 1000;
    await createPost({ title: 'Publicat', tags: ['a'], featured: true });
    const scheduled = await createPost({
      title: 'Programat',
      tags: ['a', 'viitor'],
      featured: true,
      publishedDate: new Date(publishAt).toISOString(),
    });
    expect(scheduled.scheduled).toBe(true);

    const hidden = async () => {
      expect(titles(await anonymous<ListData>(LIST))).toEqual(['Publicat']);
      expect(titles(await anonymous<ListData>(LIST, { tag: 'viitor' }))).toEqual([]);
      expect(errorCodes(await anonymous(POST, { id: scheduled.id }))).toEqual(['NOT_FOUND']);
      expect((await anonymous<{ featuredBlogPosts: unknown[] }>(FEATURED)).data!.featuredBlogPosts).toEqual([
        { title: 'Publicat' },
      ]);
      expect((await anonymous<{ blogTags: unknown[] }>(TAGS)).data!.blogTags).toEqual([
        { name: 'a', count: 1 },
      ]);
    };
    await hidden();
    now = publishAt - 1;
    await hidden();

    now = publishAt;
    expect(titles(await anonymous<ListData>(LIST))).toEqual(['Programat', 'Publicat']);
    const shown = await anonymous<{ blogPost: PostFields }>(POST, { id: scheduled.id });
    expect(shown.data!.blogPost.scheduled).toBe(false);
    expect((await anonymous<{ blogTags: unknown[] }>(TAGS)).data!.blogTags).toEqual([
      { name: 'a', count: 2 },
      { name: 'viitor', count: 1 },
    ]);
  });

  it('shows scheduled posts to admins only: the admin list and the detail', async () => {
    const scheduled = await createPost({ title: 'Programat', publishedDate: '2026-12-24T18:00:00.000Z' });
    await createPost({ title: 'Publicat' });
    const adminList = await asAdmin<ListData>(LIST, { includeScheduled: true, limit: 10 });
    expect(adminList.data!.blogPosts.data).toEqual([
      { title: 'Programat', scheduled: true },
      { title: 'Publicat', scheduled: false },
    ]);
    expect((await asAdmin<{ blogPost: PostFields }>(POST, { id: scheduled.id })).data!.blogPost.title).toBe(
      'Programat',
    );
    for (const headers of [{}, headersOf('installer'), headersOf('user')]) {
      const list = await postGraphQL(suite.app, {
        query: LIST,
        variables: { includeScheduled: true },
        headers,
      });
      expect(errorCodes(list)).toEqual([Object.keys(headers).length ? 'FORBIDDEN' : 'UNAUTHENTICATED']);
      expect(
        errorCodes(await postGraphQL(suite.app, { query: POST, variables: { id: scheduled.id }, headers })),
      ).toEqual(['NOT_FOUND']);
    }
  });

  it('pages newest first by publication, 6 by default, counting only what the public sees', async () => {
    for (let i = 1; i <= 8; i += 1) {
      await createPost({
        title: `Post ${i}`,
        publishedDate: new Date(START - (10 - i) * 86_400_000).toISOString(),
      });
    }
    await createPost({ title: 'Viitor', publishedDate: new Date(START + 86_400_000).toISOString() });
    const first = await anonymous<ListData>(LIST);
    expect(first.data!.blogPosts.totalPages).toBe(2);
    expect(titles(first)).toEqual(['Post 8', 'Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect(titles(await anonymous<ListData>(LIST, { page: 2 }))).toEqual(['Post 2', 'Post 1']);
    expect(
      (await asAdmin<ListData>(LIST, { includeScheduled: true, limit: 10 })).data!.blogPosts.data,
    ).toHaveLength(9);
  });

  it('keeps the top 10 tags, most used first then by name', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    await createPost({ title: 'Toate', tags });
    await createPost({ title: 'Unele', tags: ['t11', 't05'] });
    const response = await anonymous<{ blogTags: Array<{ name: string; count: number }> }>(TAGS);
    expect(response.data!.blogTags).toHaveLength(10);
    expect(response.data!.blogTags.slice(0, 3)).toEqual([
      { name: 't05', count: 2 },
      { name: 't11', count: 2 },
      { name: 't00', count: 1 },
    ]);
  });

  it('refuses a save made from a version someone else has saved over since, and keeps theirs', async () => {
    const post = await createPost({ title: 'Vechi' });
    const save = (title: string, version: number) =>
      asAdmin<{ updateBlogPost: PostFields & { version: number } }>(UPDATE, {
        id: post.id,
        input: { title, description: '<p>Text</p>' },
        version,
      });
    expect((await save('Primul', 1)).data!.updateBlogPost.version).toBe(2);
    const late = await save('Al doilea', 1);
    expect(errorCodes(late)).toEqual(['CONFLICT']);
    expect(late.errors![0]!.message).toBe(
      'This blog post was changed by someone else in the meantime. Reload it and try again.',
    );
    expect((await save('Al doilea', 2)).data!.updateBlogPost).toMatchObject({
      title: 'Al doilea',
      version: 3,
    });
  });

  it('updates (keeping the creation date) and deletes; unknown and malformed ids are NOT_FOUND', async () => {
    const post = await createPost({ title: 'Vechi' });
    now = START + 1000;
    const updated = await asAdmin<{ updateBlogPost: PostFields }>(UPDATE, {
      id: post.id,
      input: { title: 'Nou', description: '<p>Alt text</p>', featured: true, publishedDate: null },
    });
    expect(updated.data!.updateBlogPost).toMatchObject({
      title: 'Nou',
      featured: true,
      createdAt: post.createdAt,
      visibleFrom: post.createdAt,
    });
    expect((await asAdmin<{ deleteBlogPost: boolean }>(DELETE, { id: post.id })).data!.deleteBlogPost).toBe(
      true,
    );
    for (const id of [post.id, 'abc', '{"$ne":null}']) {
      const read = await anonymous(POST, { id });
      expect(errorCodes(read)).toEqual(['NOT_FOUND']);
      expect(read.errors![0]!.message).toBe('Blog post not found');
      expect(errorCodes(await asAdmin(DELETE, { id }))).toEqual(['NOT_FOUND']);
    }
  });

  it.each([
    [{ title: ' ', description: '<p>x</p>' }, 'title', 'Title and description are required'],
    [
      { title: 'T', description: '<p> </p><script>x</script>' },
      'description',
      'Title and description are required',
    ],
    [{ title: 'x'.repeat(201), description: '<p>x</p>' }, 'title', 'The title has at most 200 characters'],
    [{ title: 'T', description: '<p>x</p>', imageUrl: 'javascript:alert(1)' }, 'imageUrl', undefined],
    [{ title: 'T', description: '<p>x</p>', tags: ['x'.repeat(51)] }, 'tags', undefined],
  ])('refuses %o, storing nothing', async (input, field, msg) => {
    const response = await asAdmin(CREATE, { input });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.extensions).toMatchObject({ details: { errors: [{ field }] } });
    if (msg) expect(response.errors![0]!.message).toBe(msg);
    expect(await suite.db.collection('blog_posts').countDocuments()).toBe(0);
  });

  it('lets only admins write', async () => {
    const post = await createPost({ title: 'Rămâne' });
    const input = { title: 'Schimbat', description: '<p>x</p>' };
    for (const [headers, code] of [
      [{}, 'UNAUTHENTICATED'],
      [headersOf('installer'), 'FORBIDDEN'],
      [headersOf('user'), 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [CREATE, { input }],
        [UPDATE, { id: post.id, input }],
        [DELETE, { id: post.id }],
      ] as const) {
        expect(errorCodes(await postGraphQL(suite.app, { query, variables, headers }))).toEqual([code]);
      }
    }
    expect(await suite.db.collection('blog_posts').countDocuments()).toBe(1);
  });
});
