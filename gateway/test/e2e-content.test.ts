/**
 * The content calls of the REST facade end to end: the real content service on embedded Mongo
 * behind the gateway, every call with the facade's shapes and each role's answer (writes are admin
 * only: 401 anonymous, 403 installer and user). Callers use bearer tokens, as integrators do.
 */
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '@smarthome/content/testing';
import { connectMongo, type Connection } from '@smarthome/service-kit';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { gatewayForContent } from './helpers.js';

let infra: TestInfra;
let content: FastifyInstance;
let gateway: FastifyInstance;
let db: Connection;
const bearer = {} as Record<'admin' | 'installer' | 'user', string>;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_content' });
  content = await buildContent(loadServiceConfig({ ...infra.env, ...FAST_ALTCHA_ENV }), { relay: false });
  await content.listen({ port: 0, host: '127.0.0.1' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  gateway = await gatewayForContent(content);
  for (const role of ['admin', 'installer', 'user'] as const) {
    bearer[role] = `Bearer ${await infra.jwks.sign({ sub: `${role}-1`, email: `${role}@example.ro`, role })}`;
  }
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await db?.close();
  await infra?.stop();
});

beforeEach(async () => {
  await Promise.all(['news', 'blog_posts', 'testimonials'].map((name) => db.collection(name).deleteMany({})));
});

type Role = keyof typeof bearer;

function call(method: InjectOptions['method'], url: string, options: { as?: Role; body?: unknown } = {}) {
  return gateway.inject({
    method,
    url: `/api/v0${url}`,
    headers: {
      ...(options.as ? { authorization: bearer[options.as] } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

/** Every non-admin caller gets 401 (anonymous) or 403 (installer, user), and nothing changes. */
async function expectAdminOnly(method: InjectOptions['method'], url: string, body?: unknown) {
  const answers = await Promise.all(
    ([undefined, 'installer', 'user'] as const).map(
      async (as) => (await call(method, url, { ...(as ? { as } : {}), body })).statusCode,
    ),
  );
  expect(answers).toEqual([401, 403, 403]);
}

describe('news', () => {
  it('creates, reads, updates and deletes an item through the facade, admin only', async () => {
    const body = { title: 'Ofertă nouă', description: 'Primul rând\nAl doilea', tags: ['promo'] };
    await expectAdminOnly('POST', '/news', body);
    const created = await call('POST', '/news', { as: 'admin', body });
    expect(created.statusCode).toBe(201);
    const item = created.json<Record<string, unknown>>();
    expect(item).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Ofertă nouă',
      slug: 'oferta-noua',
      description: 'Primul rând\nAl doilea',
      tags: ['promo'],
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await call('GET', `/news/${item.id}`)).json()).toEqual(item);
    expect((await call('GET', '/news/tags')).json()).toEqual([{ name: 'promo', count: 1 }]);

    await expectAdminOnly('PUT', `/news/${item.id}`, body);
    const updated = await call('PUT', `/news/${item.id}`, {
      as: 'admin',
      body: { ...body, title: 'Schimbat' },
    });
    expect(updated.json()).toMatchObject({ title: 'Schimbat', slug: 'schimbat', version: 2 });

    // A save from the version read before that one is refused, and what is stored stays.
    const stale = await call('PUT', `/news/${item.id}`, { as: 'admin', body: { ...body, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This news item was changed by someone else in the meantime. Reload it and try again.',
    });
    expect((await call('GET', `/news/${item.id}`)).json()).toMatchObject({ title: 'Schimbat', version: 2 });
    const current = await call('PUT', `/news/${item.id}`, { as: 'admin', body: { ...body, version: 2 } });
    expect(current.json()).toMatchObject({ title: 'Ofertă nouă', version: 3 });
    const nonsense = await call('PUT', `/news/${item.id}`, { as: 'admin', body: { ...body, version: 0 } });
    expect(nonsense.statusCode).toBe(400);

    await expectAdminOnly('DELETE', `/news/${item.id}`);
    const deleted = await call('DELETE', `/news/${item.id}`, { as: 'admin' });
    expect(deleted.json()).toEqual({ message: 'News item deleted successfully' });
    const gone = await call('GET', `/news/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'News item not found' });
  });

  it('answers the form text as {errors:[{msg}]} and 404 for malformed ids', async () => {
    const blank = await call('POST', '/news', { as: 'admin', body: { title: ' ', description: 'x' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: [{ msg: 'Title and description are required' }] });
    const operator = await call('POST', '/news', {
      as: 'admin',
      body: { title: { $gt: '' }, description: 'x' },
    });
    expect(operator.statusCode).toBe(400);
    for (const id of ['nope', '%7B%22%24gt%22%3A%22%22%7D']) {
      expect((await call('GET', `/news/${id}`)).statusCode).toBe(404);
    }
    expect(await db.collection('news').countDocuments()).toBe(0);
  });

  it('lets browsers and CDNs keep the public list and revalidate it: 304 until an admin edits, private once signed in', async () => {
    const created = await call('POST', '/news', { as: 'admin', body: { title: 'Ofertă', description: 'x' } });
    const first = await call('GET', '/news?page=1&limit=12');
    expect(first.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.vary).toBe('Accept, Authorization, Cookie, Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidate = () =>
      gateway.inject({ url: '/api/v0/news?page=1&limit=12', headers: { 'if-none-match': etag } });
    const unchanged = await revalidate();
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const signedIn = await call('GET', '/news?page=1&limit=12', { as: 'user' });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();

    const { id } = created.json<{ id: string }>();
    await call('PUT', `/news/${id}`, { as: 'admin', body: { title: 'Ofertă nouă', description: 'x' } });
    const edited = await revalidate();
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: { title: string }[] }>().data[0]?.title).toBe('Ofertă nouă');
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('keeps the public list cached through GraphQL queries sent by POST, and empties it on a GraphQL mutation', async () => {
    // A cache that outlives the test, so that only a write can empty it.
    const cached = await gatewayForContent(content, { PUBLIC_CACHE_SECONDS: '60' });
    onTestFinished(() => cached.close());
    await call('POST', '/news', { as: 'admin', body: { title: 'Prima', description: 'x' } });
    const titles = async () =>
      (await cached.inject({ url: '/api/v0/news?page=1&limit=12' }))
        .json<{ data: { title: string }[] }>()
        .data.map((n) => n.title);
    expect(await titles()).toEqual(['Prima']);
    // Written behind the gateway's back: only the cache's expiry, or a write through it, shows it.
    await db.collection('news').insertOne({
      title: 'Din spate',
      description: 'x',
      tags: [],
      createdAt: new Date(Date.now() + 60_000),
      updatedAt: new Date(),
    });
    const graphql = (query: string) =>
      cached.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: bearer.admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
    expect((await graphql('{ news { pages } }')).statusCode).toBe(200);
    expect(await titles()).toEqual(['Prima']);
    const mutation = await graphql(
      'mutation { createNews(input: { title: "A doua", description: "x" }) { id } }',
    );
    expect(mutation.json<{ errors?: unknown }>().errors).toBeUndefined();
    expect(await titles()).toEqual(['Din spate', 'A doua', 'Prima']);
  });
});

describe('blog', () => {
  const post = {
    title: 'Automatizări cu Zigbee',
    description:
      '<h2>Start</h2><p onclick="x()">Text</p><pre><code class="language-python">print(1)</code></pre>',
    tags: ['zigbee', 'diy'],
    featured: true,
    published_date: null,
  };

  it('creates a post (sanitised), lists it, features it, counts its tags, updates and deletes it', async () => {
    await expectAdminOnly('POST', '/blog', post);
    const created = await call('POST', '/blog', { as: 'admin', body: post });
    expect(created.statusCode).toBe(201);
    const item = created.json<Record<string, unknown>>();
    expect(item).toMatchObject({
      title: 'Automatizări cu Zigbee',
      slug: 'automatizari-cu-zigbee',
      description: '<h2>Start</h2><p>Text</p><pre><code class="language-python">print(1)</code></pre>',
      excerpt: 'Start Text print(1)',
      reading_time: 1,
      tags: ['zigbee', 'diy'],
      featured: true,
      published_date: null,
      scheduled: false,
      image_url: null,
      share_image_url: null,
    });

    const list = (await call('GET', '/blog?page=1&limit=6')).json<{ data: unknown[]; totalPages: number }>();
    expect(list.totalPages).toBe(1);
    expect(list.data).toEqual([item]);
    expect((await call('GET', '/blog/featured')).json()).toEqual([item]);
    expect((await call('GET', '/blog/tags')).json()).toEqual([
      { name: 'diy', count: 1 },
      { name: 'zigbee', count: 1 },
    ]);
    expect((await call('GET', `/blog/${item.id}`)).json()).toEqual(item);

    await expectAdminOnly('PUT', `/blog/${item.id}`, post);
    const updated = await call('PUT', `/blog/${item.id}`, {
      as: 'admin',
      body: { ...post, featured: false },
    });
    expect(updated.json()).toMatchObject({ featured: false });
    expect((await call('GET', '/blog/featured')).json()).toEqual([]);

    await expectAdminOnly('DELETE', `/blog/${item.id}`);
    expect((await call('DELETE', `/blog/${item.id}`, { as: 'admin' })).json()).toEqual({
      message: 'Blog post deleted successfully',
    });
    const gone = await call('GET', `/blog/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Blog post not found' });
  });

  it('keeps a scheduled post from the public, shows it in the admin list, and reads a picker time on the installer clock', async () => {
    const created = await call('POST', '/blog', {
      as: 'admin',
      body: { ...post, published_date: '2099-07-01T10:00' },
    });
    const item = created.json<{ id: string; published_date: string; scheduled: boolean }>();
    expect(item.published_date).toBe('2099-07-01T07:00:00.000Z');
    expect(item.scheduled).toBe(true);
    expect((await call('GET', '/blog')).json()).toEqual({ data: [], totalPages: 0 });
    expect((await call('GET', `/blog/${item.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/blog/tags')).json()).toEqual([]);
    const adminList = await call('GET', '/blog?limit=10&includeScheduled=true', { as: 'admin' });
    expect(adminList.json<{ data: Array<{ id: string }> }>().data.map((p) => p.id)).toEqual([item.id]);
    expect((await call('GET', '/blog?includeScheduled=true', { as: 'user' })).statusCode).toBe(403);
    expect((await call('GET', '/blog?includeScheduled=true')).statusCode).toBe(401);
  });

  it('refuses a bad date, a blank post and an unsafe image address with clear messages', async () => {
    const badDate = await call('POST', '/blog', { as: 'admin', body: { ...post, published_date: 'mâine' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({
      errors: [{ msg: 'published_date must be a date-time such as 2026-03-01T10:00' }],
    });
    const blank = await call('POST', '/blog', { as: 'admin', body: { ...post, description: '<p> </p>' } });
    expect(blank.json()).toEqual({ errors: [{ msg: 'Title and description are required' }] });
    const image = await call('POST', '/blog', {
      as: 'admin',
      body: { ...post, image_url: 'javascript:alert(1)' },
    });
    expect(image.statusCode).toBe(400);
    expect(await db.collection('blog_posts').countDocuments()).toBe(0);
  });
});

describe('testimonials', () => {
  async function solved(): Promise<string> {
    const challenge = await call('GET', '/testimonials/challenge');
    expect(challenge.statusCode).toBe(200);
    return solveAltchaChallenge(challenge.body);
  }

  it('takes a submission pending, lets an admin approve it, then shows it publicly', async () => {
    expect((await call('GET', '/testimonials/bot-check')).json()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/v0/testimonials/challenge',
    });
    const submitted = await call('POST', '/testimonials/submit', {
      body: {
        client_name: 'Elena Rusu',
        position: 'Arhitect',
        company: '',
        content: 'Sistemul merge impecabil, fără cloud.',
        rating: 5,
        recaptcha_token: await solved(),
      },
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json<{ id: string }>();
    expect(submitted.json()).toEqual({
      id: expect.any(String),
      is_approved: false,
      message: 'Mulțumim! Mărturia ta a fost trimisă și așteaptă aprobarea.',
    });
    expect((await call('GET', '/testimonials/approved')).json()).toEqual({ data: [], totalPages: 0 });
    expect((await call('GET', `/testimonials/${id}`)).statusCode).toBe(404);

    await expectAdminOnly('GET', '/testimonials');
    const adminList = (await call('GET', '/testimonials?page=1&limit=10', { as: 'admin' })).json<{
      data: unknown[];
    }>();
    expect(adminList.data).toEqual([
      {
        id,
        client_name: 'Elena Rusu',
        position: 'Arhitect',
        company: null,
        content: 'Sistemul merge impecabil, fără cloud.',
        rating: 5,
        avatar_url: null,
        is_approved: false,
        created_at: expect.any(String),
      },
    ]);

    await expectAdminOnly('POST', `/testimonials/${id}/approve`);
    expect((await call('POST', `/testimonials/${id}/approve`, { as: 'admin' })).json()).toMatchObject({
      is_approved: true,
    });
    const approved = (await call('GET', '/testimonials/approved?limit=6&page=1')).json<{ data: unknown[] }>();
    expect(approved.data).toHaveLength(1);
    expect((await call('GET', '/testimonials/featured?limit=6')).json()).toHaveLength(1);
    expect((await call('GET', `/testimonials/${id}`)).statusCode).toBe(200);

    await expectAdminOnly('PUT', `/testimonials/${id}`, { client_name: 'X', content: 'Zece caractere.' });
    const edited = await call('PUT', `/testimonials/${id}`, {
      as: 'admin',
      body: { client_name: 'Elena R.', content: 'Sistemul merge impecabil.', rating: 4 },
    });
    expect(edited.json()).toMatchObject({ client_name: 'Elena R.', rating: 4, is_approved: true });

    await expectAdminOnly('POST', `/testimonials/${id}/reject`);
    expect((await call('POST', `/testimonials/${id}/reject`, { as: 'admin' })).json()).toMatchObject({
      is_approved: false,
    });
    await expectAdminOnly('DELETE', `/testimonials/${id}`);
    expect((await call('DELETE', `/testimonials/${id}`, { as: 'admin' })).json()).toEqual({
      message: 'Testimonial deleted successfully',
    });
    expect((await call('POST', `/testimonials/${id}/approve`, { as: 'admin' })).statusCode).toBe(404);
  });

  it('refuses an invalid form with the site texts and a missing or replayed solution, storing nothing more', async () => {
    const invalid = await call('POST', '/testimonials/submit', {
      body: { client_name: '', content: 'scurt', recaptcha_token: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      errors: [
        { msg: 'Numele este obligatoriu' },
        { msg: 'Mărturia trebuie să aibă cel puțin 10 caractere' },
      ],
    });
    const body = { client_name: 'Ana', content: 'Foarte mulțumită de instalare.' };
    expect((await call('POST', '/testimonials/submit', { body })).statusCode).toBe(400);
    const token = await solved();
    expect(
      (await call('POST', '/testimonials/submit', { body: { ...body, recaptcha_token: token } })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/testimonials/submit', { body: { ...body, recaptcha_token: token } })).statusCode,
    ).toBe(400);
    const wrongType = await call('POST', '/testimonials/submit', { body: { ...body, rating: '5' } });
    expect(wrongType.statusCode).toBe(400);
    expect(await db.collection('testimonials').countDocuments()).toBe(1);
  });
});

describe('contact inbox', () => {
  it('lists messages for admins and marks them read', async () => {
    await db.collection('contact_messages').deleteMany({});
    const { insertedId } = await db.collection('contact_messages').insertOne({
      name: 'Vizitator',
      email: 'v@example.ro',
      message: 'Aș dori o ofertă.',
      consent: true,
      ipHash: 'x',
      eventId: 'e1',
      createdAt: new Date('2026-02-01T10:00:00.000Z'),
    });
    await expectAdminOnly('GET', '/contact/messages');
    const inbox = await call('GET', '/contact/messages', { as: 'admin' });
    expect(inbox.json()).toEqual({
      data: [
        {
          id: insertedId.toHexString(),
          name: 'Vizitator',
          email: 'v@example.ro',
          message: 'Aș dori o ofertă.',
          received_at: '2026-02-01T10:00:00.000Z',
          read: false,
        },
      ],
      totalPages: 1,
      unread: 1,
    });
    await expectAdminOnly('PATCH', `/contact/messages/${insertedId.toHexString()}`, { read: true });
    const marked = await call('PATCH', `/contact/messages/${insertedId.toHexString()}`, {
      as: 'admin',
      body: { read: true },
    });
    expect(marked.json()).toMatchObject({ read: true });
  });
});
