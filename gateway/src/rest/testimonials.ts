/**
 * The testimonial calls. The REST shapes: snake_case fields, lists as
 * `{ data, totalPages }` (featured: a bare array). Moderation is admin only, enforced by the
 * content service (401 anonymous, 403 other roles).
 *
 *   GET    /testimonials/featured?limit        → [testimonial…], approved, best rated first (default 3)
 *   GET    /testimonials/approved?limit&page   → { data, totalPages }, approved, newest first (6 per page)
 *   GET    /testimonials/bot-check             → the form's bot check (as /contact/bot-check)
 *   GET    /testimonials/challenge             → a fresh ALTCHA challenge (404 with reCAPTCHA)
 *   POST   /testimonials/submit                {client_name, position, company, content, rating,
 *                                                recaptcha_token} → 201 {id, is_approved, message}
 *   GET    /testimonials?page&limit            → { data, totalPages }, all of them (admin; 10 per page)
 *   GET    /testimonials/{id}                  → testimonial (a pending one for admins only)
 *   PUT    /testimonials/{id}                  {client_name, position, company, content, rating, avatar_url}
 *   POST   /testimonials/{id}/approve          → testimonial
 *   POST   /testimonials/{id}/reject           → testimonial
 *   DELETE /testimonials/{id}                  → {message: 'Testimonial deleted successfully'}
 *
 * The submission's bot-check solution travels in the `recaptcha_token` field whichever
 * check runs (ALTCHA by default). Errors: 400 {errors:[{msg}]} with the site's Romanian texts;
 * 429 with Retry-After per client address. CSRF as for the contact form.
 */
import { toRestTestimonial } from '@smarthome/service-kit/contracts';
import type {
  RestTestimonial as RestTestimonialAnswer,
  RestTestimonialList,
} from '@smarthome/service-kit/contracts/page-data';
import { Type, type Static } from 'typebox';
import { PUBLIC_READ } from '../public-cache.js';
import {
  RestApprovedTestimonialsDocument,
  RestApproveTestimonialDocument,
  RestDeleteTestimonialDocument,
  RestFeaturedTestimonialsDocument,
  RestRejectTestimonialDocument,
  RestSubmitTestimonialDocument,
  RestTestimonialBotCheckDocument,
  RestTestimonialChallengeDocument,
  RestTestimonialDocument,
  RestTestimonialsDocument,
  RestUpdateTestimonialDocument,
} from '../__generated__/operations.js';
import { deleteById } from './by-id.js';
import { BotCheckReply, ChallengeReply, toBotCheckReply } from './bot-check.js';
import {
  FormBody,
  GRAPHQL_INT_MAX,
  IdParams,
  LongText,
  NoQuery,
  Nullable,
  PositiveInt,
  ShortText,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

/** The thanks a client without texts of its own can show. */
export const TESTIMONIAL_THANKS = 'Mulțumim! Mărturia ta a fost trimisă și așteaptă aprobarea.';
const MAX_LIMIT = 50;
const FEATURED_MAX_LIMIT = 20;

const PageQuery = (defaultLimit: number) =>
  Type.Object(
    {
      page: Type.Optional(PositiveInt(GRAPHQL_INT_MAX)),
      limit: Type.Optional(PositiveInt(MAX_LIMIT)),
    },
    { description: `limit defaults to ${defaultLimit}` },
  );

export const RestTestimonial = Type.Object({
  id: Type.String(),
  client_name: Type.String(),
  position: Nullable(Type.String()),
  company: Nullable(Type.String()),
  content: Type.String(),
  rating: Type.Integer(),
  avatar_url: Nullable(Type.String()),
  is_approved: Type.Boolean(),
  created_at: Type.String(),
});

const TestimonialList = Type.Object({ data: Type.Array(RestTestimonial), totalPages: Type.Integer() });

// The answers the pages the gateway writes carry (site/content-pages.ts) are the contract's types.
const _testimonialAnswersAreTheContract: [
  SameType<Static<typeof RestTestimonial>, RestTestimonialAnswer>,
  SameType<Static<typeof TestimonialList>, RestTestimonialList>,
] = [true, true];

const formFields = {
  client_name: Type.Optional(ShortText()),
  position: Type.Optional(Nullable(ShortText())),
  company: Type.Optional(Nullable(ShortText())),
  content: Type.Optional(LongText()),
  /** Absent: 5. Out of 1–5: the service's Romanian message. */
  rating: Type.Optional(Nullable(Type.Integer())),
};

const SubmitBody = FormBody({
  ...formFields,
  recaptcha_token: Type.Optional(LongText()),
  /** Accepted too, as the contact form names it. */
  botToken: Type.Optional(LongText()),
});

const EditBody = FormBody({ ...formFields, avatar_url: Type.Optional(Nullable(ShortText())) });

const SubmitReply = Type.Object({ id: Type.String(), is_approved: Type.Boolean(), message: Type.String() });

function formInput(body: {
  client_name?: string;
  position?: string | null;
  company?: string | null;
  content?: string;
  rating?: number | null;
}) {
  return {
    clientName: body.client_name ?? '',
    position: body.position ?? null,
    company: body.company ?? null,
    content: body.content ?? '',
    rating: body.rating ?? null,
  };
}

export const testimonialsRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/testimonials/featured',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List featured testimonials, best rated first',
        querystring: Type.Object({ limit: Type.Optional(PositiveInt(FEATURED_MAX_LIMIT)) }),
        response: { 200: Type.Array(RestTestimonial) },
      },
    },
    async (request, reply) => {
      const { featuredTestimonials } = await run(request, reply, RestFeaturedTestimonialsDocument, {
        limit: request.query.limit ?? 3,
      });
      return featuredTestimonials.map(toRestTestimonial);
    },
  );

  app.get(
    '/testimonials/approved',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'List approved testimonials, newest first',
        querystring: PageQuery(6),
        response: { 200: TestimonialList },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = 6 } = request.query;
      const { approvedTestimonials } = await run(request, reply, RestApprovedTestimonialsDocument, {
        page,
        limit,
      });
      return {
        data: approvedTestimonials.data.map(toRestTestimonial),
        totalPages: approvedTestimonials.totalPages,
      };
    },
  );

  app.get(
    '/testimonials/bot-check',
    {
      schema: {
        summary: 'Get the testimonial form’s bot check',
        querystring: NoQuery,
        response: { 200: BotCheckReply },
      },
    },
    async (request, reply) => {
      const { testimonialBotCheck } = await run(request, reply, RestTestimonialBotCheckDocument);
      return toBotCheckReply(testimonialBotCheck, '/api/v0/testimonials/challenge');
    },
  );

  app.get(
    '/testimonials/challenge',
    {
      schema: {
        summary: 'Get an ALTCHA challenge for the testimonial form',
        querystring: NoQuery,
        response: { 200: ChallengeReply },
      },
    },
    async (request, reply) => {
      const { testimonialChallenge } = await run(request, reply, RestTestimonialChallengeDocument);
      return reply.type('application/json; charset=utf-8').send(testimonialChallenge);
    },
  );

  app.post(
    '/testimonials/submit',
    { schema: { summary: 'Submit a testimonial', body: SubmitBody, response: { 201: SubmitReply } } },
    async (request, reply) => {
      const botToken = request.body.recaptcha_token || request.body.botToken || '';
      const { submitTestimonial } = await run(request, reply, RestSubmitTestimonialDocument, {
        input: { ...formInput(request.body), botToken },
      });
      return reply.code(201).send({
        id: submitTestimonial.id,
        is_approved: submitTestimonial.isApproved,
        message: TESTIMONIAL_THANKS,
      });
    },
  );

  app.get(
    '/testimonials',
    {
      schema: {
        summary: 'List every testimonial (admins)',
        querystring: PageQuery(10),
        response: { 200: TestimonialList },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = 10 } = request.query;
      const { testimonials } = await run(request, reply, RestTestimonialsDocument, { page, limit });
      return { data: testimonials.data.map(toRestTestimonial), totalPages: testimonials.totalPages };
    },
  );

  app.get(
    '/testimonials/:id',
    {
      schema: {
        summary: 'Get a testimonial',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: RestTestimonial },
      },
    },
    async (request, reply) => {
      const { testimonial } = await run(request, reply, RestTestimonialDocument, { id: request.params.id });
      return toRestTestimonial(testimonial);
    },
  );

  app.put(
    '/testimonials/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Update a testimonial (admins)',
        params: IdParams,
        body: EditBody,
        response: { 200: RestTestimonial },
      },
    },
    async (request, reply) => {
      const { updateTestimonial } = await run(request, reply, RestUpdateTestimonialDocument, {
        id: request.params.id,
        input: { ...formInput(request.body), avatarUrl: request.body.avatar_url ?? null },
      });
      return toRestTestimonial(updateTestimonial);
    },
  );

  app.post(
    '/testimonials/:id/approve',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Approve a testimonial (admins)',
        params: IdParams,
        body: FormBody({}),
        response: { 200: RestTestimonial },
      },
    },
    async (request, reply) => {
      const { approveTestimonial } = await run(request, reply, RestApproveTestimonialDocument, {
        id: request.params.id,
      });
      return toRestTestimonial(approveTestimonial);
    },
  );

  app.post(
    '/testimonials/:id/reject',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Reject a testimonial (admins)',
        params: IdParams,
        body: FormBody({}),
        response: { 200: RestTestimonial },
      },
    },
    async (request, reply) => {
      const { rejectTestimonial } = await run(request, reply, RestRejectTestimonialDocument, {
        id: request.params.id,
      });
      return toRestTestimonial(rejectTestimonial);
    },
  );

  deleteById(app, deps, {
    path: '/testimonials/:id',
    document: RestDeleteTestimonialDocument,
    message: 'Testimonial deleted successfully',
    summary: 'Delete a testimonial (admins)',
    caller: 'admin',
  });
};
