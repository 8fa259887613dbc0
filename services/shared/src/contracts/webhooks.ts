/**
 * What an integrator's webhook endpoint can be told about, and the texts of the webhooks' calls,
 * shared by the operations service (which stores the endpoints and delivers), the gateway's REST
 * facade and the dashboard.
 *
 * A delivery's body is `{"type": "<event type>", "timestamp": "<ISO instant>", "data": {...}}`,
 * where `data` is the record in the REST facade's own shape (snake_case fields, numeric ids of
 * installations and issues), so an integrator parses a webhook with the types of the API. It is
 * signed as the Standard Webhooks specification says: headers `webhook-id` (the same on every
 * retry of one delivery), `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the secret's decoded bytes).
 *
 * NEVER RENAME an event type or a `data` field: integrators' code matches on them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'installation.created',
  'installation.updated',
  'issue.created',
  'issue.status_changed',
  'issue.commented',
  'testimonial.submitted',
  'contact.received',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each type means, as the dashboard and the API documentation describe it. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'installation.created': 'An installation was added (data: the installation, as GET /installations/{id}).',
  'installation.updated':
    'An installation was edited, its status changed or its hardware list saved (data: the installation after the change).',
  'issue.created': 'A support issue was reported (data: the issue, as GET /issues lists it).',
  'issue.status_changed':
    'An issue moved between open, wip and resolved (data: the issue after the change, with previous_status).',
  'issue.commented':
    'A comment was added to an issue (data: {issue_id, comment} with the comment as GET /issues/{id} shows it).',
  'testimonial.submitted': 'A visitor sent a testimonial, waiting for approval (data: the testimonial).',
  'contact.received': 'A visitor sent the contact form (data: the message, as the contact inbox shows it).',
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Secrets are `whsec_` and the base64 of 24 random bytes, as Standard Webhooks libraries expect. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** How many deliveries of an endpoint's log the calls list, newest first. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

/** The texts of the webhooks' validation and refusals (English: only admins call them). */
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be a valid http(s) URL',
  urlTooLong: 'URL must be at most 2,000 characters',
  httpsRequired: 'URL must use https',
  urlCredentials: 'URL must not contain a user name or password',
  privateAddress: 'URL must not point to a loopback, private, link-local or metadata address',
  unresolvable: 'The URL\u2019s host name does not resolve',
  eventsRequired: 'Choose at least one event',
  unknownEvent: (type: string) => `Unknown event "${type}": use one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  descriptionTooLong: 'Description must be at most 200 characters',
  onlyFailedRedelivered: 'Only a failed delivery can be sent again',
  tooManyWebhooks: 'At most 20 webhooks can exist',
} as const;
