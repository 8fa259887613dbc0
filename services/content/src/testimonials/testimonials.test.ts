import { beforeEach, describe, expect, it } from 'vitest';
import { toRestTestimonial, type TestimonialView } from '@smarthome/service-kit/contracts';
import { errorCodes, inOneRateWindow, postGraphQL } from '@smarthome/service-kit/testing';
import { useContentSuite } from '../../test/helpers.js';
import { FAST_ALTCHA_ENV, solveAltchaChallenge } from '../testing/index.js';
import { BOT_CHECK_FAILED_MESSAGE } from '../contact/contact.bot-check.js';

const FIELDS = 'id clientName position company content rating avatarUrl isApproved createdAt';
const SUBMIT = `mutation ($input: TestimonialSubmission!) { submitTestimonial(input: $input) { id isApproved } }`;
const CHALLENGE = `{ testimonialChallenge }`;
const ADMIN_LIST = `query ($page: Int, $limit: Int) { testimonials(page: $page, limit: $limit) { totalPages data { ${FIELDS} } } }`;
const APPROVED = `query ($page: Int, $limit: Int) { approvedTestimonials(page: $page, limit: $limit) { totalPages data { clientName } } }`;
const FEATURED = `query ($limit: Int) { featuredTestimonials(limit: $limit) { clientName rating } }`;
const RATING = `{ testimonialRating { average count } }`;
const ONE = `query ($id: ID!) { testimonial(id: $id) { ${FIELDS} } }`;
const APPROVE = `mutation ($id: ID!) { approveTestimonial(id: $id) { isApproved } }`;
const REJECT = `mutation ($id: ID!) { rejectTestimonial(id: $id) { isApproved } }`;
const UPDATE = `mutation ($id: ID!, $input: TestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteTestimonial(id: $id) }`;

/** The per-address limit's window (CONTACT_RATE_WINDOW, seconds), set here so a test can keep in one. */
const CONTACT_WINDOW_S = 3600;

const suite = useContentSuite(
  'content_testimonials',
  { ...FAST_ALTCHA_ENV, CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW: String(CONTACT_WINDOW_S) },
  { relay: false },
);
const { asAdmin, headersOf } = suite;
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeEach(async () => {
  await suite.db.collection('testimonials').deleteMany({});
});

const testimonials = () => suite.db.collection('testimonials');

async function solvedToken(): Promise<string> {
  const response = await postGraphQL<{ testimonialChallenge: string }>(suite.app, { query: CHALLENGE });
  return solveAltchaChallenge(response.data!.testimonialChallenge);
}

function submit(input: Record<string, unknown>, ip = nextIp()) {
  return postGraphQL<{ submitTestimonial: { id: string; isApproved: boolean } }>(suite.app, {
    query: SUBMIT,
    variables: { input },
    headers: { 'x-forwarded-for': ip },
  });
}

/** Inserts approved and pending testimonials directly, oldest first. */
async function seed(rows: Array<{ name: string; rating?: number; approved?: boolean }>) {
  const start = Date.UTC(2026, 0, 1);
  await testimonials().insertMany(
    rows.map((row, index) => ({
      clientName: row.name,
      position: null,
      company: null,
      content: `Părerea lui ${row.name} despre instalare.`,
      rating: row.rating ?? 5,
      avatarUrl: null,
      isApproved: row.approved ?? true,
      createdAt: new Date(start + index * 86_400_000),
      updatedAt: new Date(start + index * 86_400_000),
    })),
  );
}

describe('submitting a testimonial', () => {
  it('stores it pending, with its testimonial.submitted event in the same document', async () => {
    const response = await submit({
      clientName: '  Ion   Ionescu ',
      position: ' Inginer ',
      company: '',
      content: ' Totul a mers perfect,\r\nrecomand! ',
      rating: 4,
      botToken: await solvedToken(),
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.submitTestimonial.isApproved).toBe(false);
    const stored = await testimonials().findOne({});
    expect(stored).toMatchObject({
      clientName: 'Ion Ionescu',
      position: 'Inginer',
      company: null,
      content: 'Totul a mers perfect,\nrecomand!',
      rating: 4,
      isApproved: false,
    });
    expect(stored!._outbox).toEqual([
      expect.objectContaining({
        type: 'testimonial.submitted',
        queue: 'email',
        payload: {
          testimonialId: response.data!.submitTestimonial.id,
          clientName: 'Ion Ionescu',
          rating: 4,
          content: 'Totul a mers perfect,\nrecomand!',
          position: 'Inginer',
          company: null,
        },
      }),
      expect.objectContaining({ type: 'webhook.occurred', queue: 'webhooks' }),
    ]);
  });

  it('tells the webhooks of the submission, the testimonial as the REST facade answers it', async () => {
    const response = await submit({
      clientName: 'Ion Ionescu',
      position: 'Inginer',
      content: 'Totul a mers perfect, recomand!',
      rating: 4,
      botToken: await solvedToken(),
    });
    const { id } = response.data!.submitTestimonial;
    const stored = await testimonials().findOne({});
    const webhooks = (stored!._outbox as Array<{ type: string; payload: unknown }>).filter(
      (item) => item.type === 'webhook.occurred',
    );
    const { testimonial } = (await asAdmin<{ testimonial: TestimonialView }>(ONE, { id })).data!;
    expect(webhooks.map((item) => item.payload)).toEqual([
      { type: 'testimonial.submitted', data: toRestTestimonial(testimonial) },
    ]);
    expect(toRestTestimonial(testimonial)).toMatchObject({
      id,
      is_approved: false,
      company: null,
      rating: 4,
    });
  });

  it('defaults the rating to 5', async () => {
    await submit({ clientName: 'Ana', content: 'Foarte mulțumită de tot.', botToken: await solvedToken() });
    expect((await testimonials().findOne({}))!.rating).toBe(5);
  });

  it.each([
    [{ clientName: ' ' }, 'clientName', 'Numele este obligatoriu'],
    [{ content: '' }, 'content', 'Conținutul mărturiei este obligatoriu'],
    [{ content: ' scurt ' }, 'content', 'Mărturia trebuie să aibă cel puțin 10 caractere'],
    [{ rating: 0 }, 'rating', 'Alegeți un rating de la 1 la 5 stele'],
    [{ rating: 6 }, 'rating', 'Alegeți un rating de la 1 la 5 stele'],
  ])('refuses %o with the form text, storing nothing', async (change, field, msg) => {
    const response = await submit({
      clientName: 'Ana',
      content: 'Foarte mulțumită.',
      botToken: 'x',
      ...change,
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.extensions).toMatchObject({ details: { errors: [{ field, msg }] } });
    expect(await testimonials().countDocuments()).toBe(0);
  });

  it('refuses a missing, wrong or replayed bot-check solution, storing nothing more', async () => {
    const valid = { clientName: 'Ana', content: 'Foarte mulțumită de tot.' };
    for (const botToken of ['', 'bm90IGEgcGF5bG9hZA==']) {
      const response = await submit({ ...valid, botToken });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
      expect(response.errors![0]!.message).toBe(BOT_CHECK_FAILED_MESSAGE);
    }
    const token = await solvedToken();
    expect((await submit({ ...valid, botToken: token })).errors).toBeUndefined();
    const replay = await submit({ ...valid, botToken: token });
    expect(replay.errors![0]!.message).toBe(BOT_CHECK_FAILED_MESSAGE);
    expect(await testimonials().countDocuments()).toBe(1);
  });

  it('refuses operator objects at the schema', async () => {
    const response = await submit({ clientName: { $gt: '' }, content: 'Foarte mulțumită.', botToken: 'x' });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(await testimonials().countDocuments()).toBe(0);
  });

  it('limits submissions per address', async () => {
    await inOneRateWindow(CONTACT_WINDOW_S * 1000, 5_000);
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) await submit({ clientName: '', content: '', botToken: '' }, ip);
    const limited = await submit({ clientName: '', content: '', botToken: '' }, ip);
    expect(errorCodes(limited)).toEqual(['RATE_LIMITED']);
  });
});

describe('public reads', () => {
  it('pages approved testimonials newest first, 6 by default', async () => {
    await seed([
      ...Array.from({ length: 7 }, (_, i) => ({ name: `A${i + 1}` })),
      { name: 'Pending', approved: false },
    ]);
    const first = await postGraphQL<{ approvedTestimonials: { totalPages: number; data: unknown[] } }>(
      suite.app,
      {
        query: APPROVED,
      },
    );
    expect(first.data!.approvedTestimonials.totalPages).toBe(2);
    expect(first.data!.approvedTestimonials.data).toEqual(
      ['A7', 'A6', 'A5', 'A4', 'A3', 'A2'].map((clientName) => ({ clientName })),
    );
  });

  it('features the best rated approved ones, then the newest, and averages the ratings', async () => {
    await seed([
      { name: 'Old5', rating: 5 },
      { name: 'Four', rating: 4 },
      { name: 'New5', rating: 5 },
      { name: 'Hidden5', rating: 5, approved: false },
    ]);
    const featured = await postGraphQL<{ featuredTestimonials: unknown[] }>(suite.app, { query: FEATURED });
    expect(featured.data!.featuredTestimonials).toEqual([
      { clientName: 'New5', rating: 5 },
      { clientName: 'Old5', rating: 5 },
      { clientName: 'Four', rating: 4 },
    ]);
    const rating = await postGraphQL<{ testimonialRating: unknown }>(suite.app, { query: RATING });
    expect(rating.data!.testimonialRating).toEqual({ average: 4.7, count: 3 });
  });

  it('shows a pending testimonial to admins only', async () => {
    await seed([{ name: 'Pending', approved: false }]);
    const id = (await testimonials().findOne({}))!._id.toHexString();
    expect(errorCodes(await postGraphQL(suite.app, { query: ONE, variables: { id } }))).toEqual([
      'NOT_FOUND',
    ]);
    const asStaff = await postGraphQL(suite.app, {
      query: ONE,
      variables: { id },
      headers: headersOf('installer'),
    });
    expect(errorCodes(asStaff)).toEqual(['NOT_FOUND']);
    expect(
      (await asAdmin<{ testimonial: { clientName: string } }>(ONE, { id })).data!.testimonial.clientName,
    ).toBe('Pending');
  });
});

describe('moderation', () => {
  it('approves, rejects, edits and deletes; the public sees only what is approved', async () => {
    await seed([{ name: 'Maria', approved: false }]);
    const id = (await testimonials().findOne({}))!._id.toHexString();
    const publicNames = async () =>
      (await postGraphQL<{ approvedTestimonials: { data: unknown[] } }>(suite.app, { query: APPROVED })).data!
        .approvedTestimonials.data;

    expect(
      (await asAdmin<{ approveTestimonial: unknown }>(APPROVE, { id })).data!.approveTestimonial,
    ).toEqual({
      isApproved: true,
    });
    expect(await publicNames()).toEqual([{ clientName: 'Maria' }]);
    await asAdmin(REJECT, { id });
    expect(await publicNames()).toEqual([]);

    const edited = await asAdmin<{ updateTestimonial: Record<string, unknown> }>(UPDATE, {
      id,
      input: {
        clientName: 'Maria P.',
        content: 'Text corectat de admin.',
        rating: 3,
        avatarUrl: 'https://a.ro/m.jpg',
      },
    });
    expect(edited.data!.updateTestimonial).toMatchObject({
      clientName: 'Maria P.',
      rating: 3,
      avatarUrl: 'https://a.ro/m.jpg',
      isApproved: false,
    });
    const badAvatar = await asAdmin(UPDATE, {
      id,
      input: { clientName: 'M', content: 'Text corectat de admin.', avatarUrl: 'javascript:alert(1)' },
    });
    expect(errorCodes(badAvatar)).toEqual(['BAD_USER_INPUT']);

    expect((await asAdmin<{ deleteTestimonial: boolean }>(DELETE, { id })).data!.deleteTestimonial).toBe(
      true,
    );
    for (const query of [APPROVE, REJECT, DELETE]) {
      for (const target of [id, 'nope']) {
        const response = await asAdmin(query, { id: target });
        expect(errorCodes(response)).toEqual(['NOT_FOUND']);
        expect(response.errors![0]!.message).toBe('Testimonial not found');
      }
    }
  });

  it('lists every testimonial for admins, 10 per page, and refuses everyone else', async () => {
    await seed(Array.from({ length: 11 }, (_, i) => ({ name: `T${i}`, approved: i % 2 === 0 })));
    const list = await asAdmin<{ testimonials: { totalPages: number; data: unknown[] } }>(ADMIN_LIST);
    expect(list.data!.testimonials.totalPages).toBe(2);
    expect(list.data!.testimonials.data).toHaveLength(10);
    const id = (await testimonials().findOne({}))!._id.toHexString();
    for (const [headers, code] of [
      [{}, 'UNAUTHENTICATED'],
      [headersOf('installer'), 'FORBIDDEN'],
      [headersOf('user'), 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [ADMIN_LIST, {}],
        [APPROVE, { id }],
        [REJECT, { id }],
        [DELETE, { id }],
        [UPDATE, { id, input: { clientName: 'X', content: 'Zece caractere.' } }],
      ] as const) {
        expect(errorCodes(await postGraphQL(suite.app, { query, variables, headers }))).toEqual([code]);
      }
    }
    expect(await testimonials().countDocuments()).toBe(11);
  });
});
