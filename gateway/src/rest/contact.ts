/**
 * The contact form. It posts to the content service, which stores the message and mails the
 * installer through the events bus. Under /api/v0/contact:
 *
 *   GET  /bot-check  → {provider: 'altcha', challengeUrl} | {provider: 'recaptcha', siteKey, action}
 *   GET  /challenge  → a fresh ALTCHA challenge, the JSON the altcha widget reads (404 with reCAPTCHA)
 *   POST /           {name, email, message, consent, botToken} → 201 {id, receivedAt, message}
 *   GET  /messages?page&limit  → {data: [message…], totalPages, unread}, newest first (admin only)
 *   PATCH /messages/{id}       {read} → message (admin only)
 *
 * The bot-check token may also come as `g-recaptcha-response`, the field name reCAPTCHA's own
 * form integration uses. Errors: 400 {errors:[{msg}]} with the site's Romanian texts (one per
 * invalid field, or the failed bot check); a field of the wrong type or an operator object, which
 * the site's form never sends, is refused before that with the facade's own 'Invalid value for
 * <field>', like every route's; 429 with Retry-After per client address.
 *
 * CSRF: an anonymous visitor (no session cookie) needs no token: there is no session to ride on,
 * and a cross-site page cannot send JSON here (the facade accepts application/json only, which
 * needs a CORS preflight that is never granted). A signed-in visitor sends the token like every
 * other write (src/csrf.ts); the site's form always does.
 */
import { toRestInboxMessage, type RestInboxMessage } from '@smarthome/service-kit/contracts';
import { Type, type Static } from 'typebox';
import {
  RestContactBotCheckDocument,
  RestContactChallengeDocument,
  RestContactMessagesDocument,
  RestMarkContactMessageReadDocument,
  RestSendContactMessageDocument,
} from '../__generated__/operations.js';
import { BotCheckReply, ChallengeReply, toBotCheckReply } from './bot-check.js';
import { FormBody, GRAPHQL_INT_MAX, IdParams, LongText, NoQuery, PositiveInt, ShortText } from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

/** The success text, so that a client without texts of its own can show it. */
export const CONTACT_SUCCESS_MESSAGE = 'Mesajul a fost trimis cu succes!';

const ContactBody = FormBody({
  name: Type.Optional(ShortText()),
  email: Type.Optional(ShortText()),
  message: Type.Optional(LongText()),
  /** Absent means not given (the form's own error). */
  consent: Type.Optional(Type.Boolean({ errorMessage: 'Invalid value for consent' })),
  botToken: Type.Optional(LongText()),
  'g-recaptcha-response': Type.Optional(LongText()),
});

const InboxQuery = Type.Object({
  page: Type.Optional(PositiveInt(GRAPHQL_INT_MAX)),
  limit: Type.Optional(PositiveInt(50)),
});

export const InboxMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  received_at: Type.String(),
  read: Type.Boolean(),
});

// The inbox's messages are the service kit's record, the one a webhook's data carries too.
const _inboxMessageIsTheContract: SameType<Static<typeof InboxMessage>, RestInboxMessage> = true;

const Receipt = Type.Object({ id: Type.String(), receivedAt: Type.String(), message: Type.String() });

export const contactRoutes: RestRoutes = (app, { run }) => {
  app.get(
    '/contact/bot-check',
    {
      schema: {
        summary: 'Get the contact form’s bot check',
        querystring: NoQuery,
        response: { 200: BotCheckReply },
      },
    },
    async (request, reply) => {
      const { contactBotCheck } = await run(request, reply, RestContactBotCheckDocument);
      return toBotCheckReply(contactBotCheck, '/api/v0/contact/challenge');
    },
  );

  app.get(
    '/contact/challenge',
    {
      schema: {
        summary: 'Get an ALTCHA challenge for the contact form',
        querystring: NoQuery,
        response: { 200: ChallengeReply },
      },
    },
    async (request, reply) => {
      const { contactChallenge } = await run(request, reply, RestContactChallengeDocument);
      // A string with a JSON content type is sent as it is, without the schema's serializer.
      return reply.type('application/json; charset=utf-8').send(contactChallenge);
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a message through the contact form',
        body: ContactBody,
        response: { 201: Receipt },
      },
    },
    async (request, reply) => {
      const { name = '', email = '', message = '', consent = false } = request.body;
      const botToken = request.body.botToken || request.body['g-recaptcha-response'] || '';
      const { sendContactMessage } = await run(request, reply, RestSendContactMessageDocument, {
        input: { name, email, message, consent, botToken },
      });
      return reply.code(201).send({ ...sendContactMessage, message: CONTACT_SUCCESS_MESSAGE });
    },
  );

  app.get(
    '/contact/messages',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'List the contact messages, newest first (admins)',
        querystring: InboxQuery,
        response: {
          200: Type.Object({
            data: Type.Array(InboxMessage),
            totalPages: Type.Integer(),
            unread: Type.Integer(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = 20 } = request.query;
      const { contactMessages } = await run(request, reply, RestContactMessagesDocument, { page, limit });
      return { ...contactMessages, data: contactMessages.data.map(toRestInboxMessage) };
    },
  );

  app.patch(
    '/contact/messages/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Mark a contact message read or unread (admins)',
        params: IdParams,
        body: FormBody({ read: Type.Boolean() }),
        response: { 200: InboxMessage },
      },
    },
    async (request, reply) => {
      const { markContactMessageRead } = await run(request, reply, RestMarkContactMessageReadDocument, {
        id: request.params.id,
        read: request.body.read,
      });
      return toRestInboxMessage(markContactMessageRead);
    },
  );
};
