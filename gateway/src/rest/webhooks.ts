/**
 * Integrators' webhook endpoints and their delivery logs: admins only, enforced by the operations
 * service (401 anonymous, 403 any other role).
 *
 *   POST   /webhooks                     {url, events, description?} → 201 webhook with `secret`
 *   GET    /webhooks                     → [webhook…], newest first
 *   GET    /webhooks/{id}                → webhook (404 'Webhook not found')
 *   PATCH  /webhooks/{id}                {url?, events?, active?, description?} → webhook
 *   DELETE /webhooks/{id}                → {message: 'Webhook deleted'}; its pending deliveries dropped
 *   POST   /webhooks/{id}/rotate-secret  → webhook with its new `secret`; the old one stops at once
 *   GET    /webhooks/{id}/deliveries     → [delivery…], newest first (the last 50)
 *   POST   /webhooks/{id}/deliveries/{deliveryId}/redeliver → 202 delivery, queued again
 *                                        (409 unless it failed)
 *
 * A webhook: {id, url, events, description, active, disabledReason, consecutiveFailures,
 * createdAt, updatedAt}; the signing secret (`whsec_…`) is in the answers of POST /webhooks and
 * rotate-secret only. A delivery: {id, event, messageId (the webhook-id header), status
 * (delivered | pending | failed), attempts, responseStatus, lastError, createdAt, deliveredAt,
 * nextAttemptAt}. The service words invalid input ('Choose at least one event', 'Unknown event
 * "…": use one of …', 'URL must be a valid http(s) URL', …) as its GraphQL calls do.
 *
 * Redelivery answers 202: the delivery is queued for a new round of attempts, not made yet; the
 * answer is the delivery as it stands then (pending), and GET …/deliveries tells how it went.
 */
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from '@smarthome/service-kit/contracts';
import { Type, type Static } from 'typebox';
import {
  RestCreateWebhookDocument,
  RestDeleteWebhookDocument,
  RestRedeliverWebhookDeliveryDocument,
  RestRotateWebhookSecretDocument,
  RestUpdateWebhookDocument,
  RestWebhookDeliveriesDocument,
  RestWebhookDocument,
  RestWebhooksDocument,
  type RestWebhookDeliveryFragment,
  type RestWebhookFragment,
} from '../__generated__/operations.js';
import { errorReply } from './error-replies.js';
import {
  FormBody,
  IdParams,
  LONG_TEXT_MAX,
  MAX_PARAM_LENGTH,
  MessageReply,
  NoQuery,
  Nullable,
  ShortText,
} from './schemas.js';
import type { RestRoutes, SameType } from './types.js';

export const WEBHOOK_DELETED = 'Webhook deleted';

/** The OpenAPI document's word on who may call these routes. */
const ADMINS_ONLY = {
  401: errorReply('Not signed in: a session or a personal API token is needed'),
  403: errorReply('Not an admin: webhooks are for admins only'),
};
const WEBHOOK_NOT_FOUND = { 404: errorReply('No webhook with this id (Webhook not found)') };

/** What a receiver gets and checks, as every route's documentation repeats it. */
const DELIVERY_FORMAT = [
  'Each event is POSTed to the URL as JSON `{type, timestamp, data}`: `type` the event type,',
  '`timestamp` when it happened (ISO 8601), `data` the record as this API answers it.',
  'Deliveries are signed as Standard Webhooks says: a receiver verifies the `webhook-id`,',
  '`webhook-timestamp` and `webhook-signature` headers with the secret (e.g. the `standardwebhooks`',
  'libraries); `webhook-id` is the same on every retry of one delivery, to deduplicate on.',
].join(' ');

const EVENT_TYPES_LIST = WEBHOOK_EVENT_TYPES.map(
  (type) => `- \`${type}\`: ${WEBHOOK_EVENT_DESCRIPTIONS[type]}`,
).join('\n');

/** The event types in one sentence, for the routes that show a webhook's `events`. */
const EVENT_TYPES_NAMED = `Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

const routeDescription = (about: string) => `${about}\n\n${DELIVERY_FORMAT}`;

const EventList = Type.Array(Type.String({ maxLength: MAX_PARAM_LENGTH }), {
  maxItems: 100,
  description: `Event types, among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  errorMessage: 'events must be a list of event types, e.g. ["issue.created"]',
});

/** The service checks the URL itself (at most 2,000 characters); the cap here only bounds the request. */
const Url = () =>
  Type.String({
    maxLength: LONG_TEXT_MAX,
    description: 'An absolute https URL (at most 2,000 characters) that answers 2xx to a delivery',
  });

const CreateWebhookBody = FormBody({
  url: Type.Optional(Url()),
  events: Type.Optional(EventList),
  description: Type.Optional(ShortText()),
});

const UpdateWebhookBody = FormBody({
  url: Type.Optional(Url()),
  events: Type.Optional(EventList),
  active: Type.Optional(Type.Boolean()),
  description: Type.Optional(ShortText()),
});

const DeliveryParams = Type.Object({
  id: IdParams.properties.id,
  deliveryId: IdParams.properties.id,
});

const DateTime = () => Type.String({ format: 'date-time' });

export const RestWebhook = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  active: Type.Boolean(),
  disabledReason: Nullable(
    Type.String({ description: 'Why deliveries were turned off after failing; null otherwise' }),
  ),
  consecutiveFailures: Type.Integer({ description: 'Deliveries in a row that failed every attempt' }),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});

const WebhookWithSecret = Type.Object({
  ...RestWebhook.properties,
  secret: Type.String({
    description: 'The signing secret (`whsec_` and base64), shown this once: keep it with the receiver',
  }),
});

export const RestWebhookDelivery = Type.Object({
  id: Type.String(),
  event: Type.String(),
  messageId: Type.String({ description: 'Sent as the webhook-id header, the same on every attempt' }),
  status: Type.Union([Type.Literal('delivered'), Type.Literal('pending'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  responseStatus: Nullable(Type.Integer({ description: 'The last answer’s HTTP status; null if none came' })),
  lastError: Nullable(Type.String()),
  createdAt: DateTime(),
  deliveredAt: Nullable(DateTime()),
  nextAttemptAt: Nullable(DateTime()),
});

// The answers are the GraphQL fragments as they come: their fields are the REST fields, named alike.
const _answersAreTheFragments: [
  SameType<Static<typeof RestWebhook>, RestWebhookFragment>,
  SameType<Static<typeof RestWebhookDelivery>, RestWebhookDeliveryFragment>,
] = [true, true];

const withSecret = ({ webhook, secret }: { webhook: RestWebhookFragment; secret: string }) => ({
  ...webhook,
  secret,
});

/** Only the fields sent change: an absent one is left out of the input, never sent as null. */
function changesOf(body: { url?: string; events?: string[]; active?: boolean; description?: string }) {
  return Object.fromEntries(
    Object.entries({
      url: body.url,
      events: body.events,
      active: body.active,
      description: body.description,
    }).filter(([, value]) => value !== undefined),
  );
}

export const webhooksRoutes: RestRoutes = (app, { run }) => {
  app.post(
    '/webhooks',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Create a webhook: events POSTed to an integrator’s URL (admins)',
        description: routeDescription(
          `The answer holds the signing secret, shown only here and by rotate-secret. Event types:\n\n${EVENT_TYPES_LIST}`,
        ),
        body: CreateWebhookBody,
        response: { ...ADMINS_ONLY, 201: WebhookWithSecret },
      },
    },
    async (request, reply) => {
      const { url, events, description } = request.body;
      const { createWebhook } = await run(request, reply, RestCreateWebhookDocument, {
        input: { url: url ?? null, events: events ?? null, description: description ?? null },
      });
      return reply.code(201).send(withSecret(createWebhook));
    },
  );

  app.get(
    '/webhooks',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'List the webhooks, newest first, without their secrets (admins)',
        description: routeDescription(EVENT_TYPES_NAMED),
        querystring: NoQuery,
        response: { ...ADMINS_ONLY, 200: Type.Array(RestWebhook) },
      },
    },
    async (request, reply) => (await run(request, reply, RestWebhooksDocument)).webhooks,
  );

  app.get(
    '/webhooks/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Get a webhook, without its secret (admins)',
        description: routeDescription(EVENT_TYPES_NAMED),
        params: IdParams,
        querystring: NoQuery,
        response: { ...ADMINS_ONLY, ...WEBHOOK_NOT_FOUND, 200: RestWebhook },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestWebhookDocument, { id: request.params.id })).webhook,
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Change a webhook’s URL, events, note or whether it is active (admins)',
        description: routeDescription(
          'Only the fields sent change; a blank description clears it. `active: true` turns deliveries ' +
            `back on after the service turned them off, and clears the failure count. ${EVENT_TYPES_NAMED}`,
        ),
        params: IdParams,
        body: UpdateWebhookBody,
        response: { ...ADMINS_ONLY, ...WEBHOOK_NOT_FOUND, 200: RestWebhook },
      },
    },
    async (request, reply) => {
      const { updateWebhook } = await run(request, reply, RestUpdateWebhookDocument, {
        id: request.params.id,
        input: changesOf(request.body),
      });
      return updateWebhook;
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Delete a webhook (admins)',
        description: routeDescription('Its pending deliveries are dropped: nothing more is sent to its URL.'),
        params: IdParams,
        response: { ...ADMINS_ONLY, ...WEBHOOK_NOT_FOUND, 200: MessageReply },
      },
    },
    async (request, reply) => {
      await run(request, reply, RestDeleteWebhookDocument, { id: request.params.id });
      return { message: WEBHOOK_DELETED };
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Replace a webhook’s signing secret; the answer holds the new one (admins)',
        description: routeDescription(
          'The old secret stops at once: deliveries from now on are signed with the new one only.',
        ),
        params: IdParams,
        body: FormBody({}),
        response: { ...ADMINS_ONLY, ...WEBHOOK_NOT_FOUND, 200: WebhookWithSecret },
      },
    },
    async (request, reply) =>
      withSecret(
        (await run(request, reply, RestRotateWebhookSecretDocument, { id: request.params.id }))
          .rotateWebhookSecret,
      ),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'A webhook’s last 50 deliveries, newest first (admins)',
        description: routeDescription(
          'A delivery is `pending` while attempts remain, `delivered` once a 2xx answer came, `failed` ' +
            'when every attempt failed or the webhook was turned off meanwhile.',
        ),
        params: IdParams,
        querystring: NoQuery,
        response: { ...ADMINS_ONLY, ...WEBHOOK_NOT_FOUND, 200: Type.Array(RestWebhookDelivery) },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestWebhookDeliveriesDocument, { webhookId: request.params.id }))
        .webhookDeliveries,
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Send a failed delivery again, with the same webhook-id (admins)',
        description: routeDescription(
          'Accepted (202): the delivery is queued for a new round of attempts and answered as it stands ' +
            '(pending); GET …/deliveries tells how it went. Only a failed delivery can be sent again (409).',
        ),
        params: DeliveryParams,
        body: FormBody({}),
        response: {
          ...ADMINS_ONLY,
          404: errorReply('No such webhook (Webhook not found) or delivery (Delivery not found)'),
          409: errorReply('The delivery was delivered or is still pending: only a failed one is sent again'),
          202: RestWebhookDelivery,
        },
      },
    },
    async (request, reply) => {
      const { redeliverWebhookDelivery } = await run(request, reply, RestRedeliverWebhookDeliveryDocument, {
        webhookId: request.params.id,
        deliveryId: request.params.deliveryId,
      });
      return reply.code(202).send(redeliverWebhookDelivery);
    },
  );
};
