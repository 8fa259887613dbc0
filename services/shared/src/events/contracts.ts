import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ROLES } from '../auth.js';
import { WEBHOOK_EVENT_TYPES } from '../contracts/webhooks.js';
import { traceCarrier, type TraceCarrier } from '../tracing.js';

/*
 * The event contract between the services: queue names, event types and payloads, defined
 * here ONCE and imported by producers and consumers alike.
 *
 * NEVER RENAME a queue, an event type or a payload field, and never change a field's
 * meaning, without a migration: events outlive deployments (they wait in outboxes, in
 * queues and in the dead-letter set, and are replayed weeks later), so the old name must
 * keep working until no stored event carries it. Compatible changes only:
 *   - a new event type, or a new OPTIONAL payload field (consumers ignore fields they do not
 *     know: payloads are parsed in zod's default strip mode);
 *   - anything else is a new type (`issue.created.v2`), produced beside the old one until
 *     every consumer handles it and no old event is left, then the old type is retired.
 * Moving a type to another queue counts as a rename.
 */

/** BullMQ queue names, one per consuming concern. Never rename without a migration. */
export const QUEUES = {
  /** Everything the notifications worker turns into e-mail (or keeps a copy of). */
  email: 'email',
  /** Token accounting of the assistant. */
  usage: 'usage',
  /** Account events the auth service handles itself (the erasure of a deleted account's records). */
  auth: 'auth',
  /** Account events the content service handles. */
  content: 'content',
  /** Account events the operations service handles. */
  operations: 'operations',
  /** What integrators' webhook endpoints are told about (the operations service delivers it). */
  webhooks: 'webhooks',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * E-mail addresses as the services store them. Deliberately lenient (one `@`, no blanks):
 * the producer validated the address when the user gave it, and an event that fails here
 * makes the producer's write fail, so this must never be stricter than the producers.
 */
const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address');
const id = z.string().min(1);
const role = z.enum(ROLES);
/** Issue statuses (`wip` is shown as "In Progress"). */
const issueStatus = z.enum(['open', 'wip', 'resolved']);
/** ISO-8601 UTC instants (`Date#toISOString()`), never Date objects: payloads travel as JSON. */
const instant = z.iso.datetime();
/** Filled when the producer knows it; notifications falls back on its own copy of the users. */
const optionalName = z.string().nullish();

/**
 * What the contract says about one event type. `queue` is the queue it travels on; a type that
 * several services must handle lists them all in `queues` instead (the relay adds one job to each,
 * with the same event id; each consumer's ledger makes it once per service). Adding a queue to
 * `queues` later is compatible; removing one counts as a rename.
 */
export type EventContract = { schema: z.ZodType; dropWhenSent?: true } & (
  { queue: QueueName; queues?: never } | { queues: readonly [QueueName, ...QueueName[]]; queue?: never }
);

/**
 * Every event type: the queue(s) it travels on and the schema of its payload.
 * `dropWhenSent`: its jobs leave Redis as soon as they are handled (other events' completed jobs
 * stay a day), and erasing a person leaves it in the outbox: a payload that is itself the erasure
 * and must not outlive its delivery.
 * Never rename a type, a queue or a field without a migration (see the top of this file).
 */
export const EVENTS = {
  /** A new account that must be activated through `activationUrl` (notifications sends it). */
  'user.registered': {
    queue: QUEUES.email,
    schema: z.object({
      userId: id,
      email: emailAddress,
      firstName: z.string(),
      activationUrl: z.url(),
      role,
    }),
  },
  'user.password_reset_requested': {
    queue: QUEUES.email,
    schema: z.object({ userId: id, email: emailAddress, firstName: z.string(), resetUrl: z.url() }),
  },
  /** Too many failed sign-ins: the account is locked `until` that instant. */
  'user.locked_out': {
    queue: QUEUES.email,
    schema: z.object({ userId: id, email: emailAddress, firstName: z.string(), until: instant }),
  },
  /**
   * The account's second factor (an authenticator app) was turned on (`enabled`) or off: its
   * owner is told, so that a change they did not make does not go unnoticed.
   */
  'user.second_factor_changed': {
    queue: QUEUES.email,
    schema: z.object({ userId: id, email: emailAddress, firstName: z.string(), enabled: z.boolean() }),
  },
  /** A recovery code stood in for the authenticator app; `recoveryCodesLeft` are still unused. */
  'user.recovery_code_used': {
    queue: QUEUES.email,
    schema: z.object({
      userId: id,
      email: emailAddress,
      firstName: z.string(),
      recoveryCodesLeft: z.number().int().min(0),
    }),
  },
  /**
   * A user's role or active flag changed (also sent for e-mail or name edits), so that
   * notifications keeps its own copy of the staff addresses and of customers' first names.
   */
  'user.role_changed': {
    queue: QUEUES.email,
    schema: z.object({
      userId: id,
      email: emailAddress,
      firstName: z.string(),
      role,
      active: z.boolean(),
    }),
  },
  /** The public contact form. */
  'contact.received': {
    queue: QUEUES.email,
    schema: z.object({ messageId: id, name: z.string(), email: emailAddress, message: z.string() }),
  },
  /** A public testimonial waiting for approval (client_name, position, company, content, rating 1-5). */
  'testimonial.submitted': {
    queue: QUEUES.email,
    schema: z.object({
      testimonialId: id,
      clientName: z.string(),
      rating: z.number().int().min(1).max(5),
      content: z.string(),
      position: z.string().nullish(),
      company: z.string().nullish(),
    }),
  },
  /**
   * A support issue was reported (an issue has no priority; it has a description,
   * the installation and the creator). `customerEmail` is the installation's customer,
   * `createdByEmail` who reported it (the customer or staff).
   */
  'issue.created': {
    queue: QUEUES.email,
    schema: z.object({
      issueId: id,
      title: z.string(),
      description: z.string(),
      installationId: id,
      installationName: z.string(),
      customerEmail: emailAddress,
      createdByEmail: emailAddress,
    }),
  },
  'issue.status_changed': {
    queue: QUEUES.email,
    schema: z.object({
      issueId: id,
      title: z.string(),
      customerEmail: emailAddress,
      customerFirstName: optionalName,
      oldStatus: issueStatus,
      newStatus: issueStatus,
    }),
  },
  /** `author` is the comment's writer with their id; role `user` means the customer wrote it. */
  'issue.comment_added': {
    queue: QUEUES.email,
    schema: z.object({
      issueId: id,
      title: z.string(),
      customerEmail: emailAddress,
      customerFirstName: optionalName,
      commentId: id,
      author: z.object({ userId: id, firstName: z.string(), lastName: z.string(), role }),
      comment: z.string(),
    }),
  },
  /** One chat exchange's tokens (`cached`: answered without calling the model). */
  'assistant.usage_recorded': {
    queue: QUEUES.usage,
    schema: z.object({
      userId: id,
      promptTokens: z.number().int().min(0),
      completionTokens: z.number().int().min(0),
      model: z.string().min(1),
      at: instant,
      cached: z.boolean().optional(),
    }),
  },
  /**
   * Something happened that an integrator may subscribe to: `type` is the webhook event type and
   * `data` the record in the REST facade's shape (contracts/webhooks.ts), built by the service
   * that owns the record and written with the change it describes. The operations service's
   * webhooks module delivers it to every active endpoint subscribed to `type`.
   */
  'webhook.occurred': {
    queue: QUEUES.webhooks,
    schema: z.object({
      type: z.enum(WEBHOOK_EVENT_TYPES),
      data: z.record(z.string(), z.unknown()),
    }),
  },
  /**
   * The delivery worker turned an endpoint off after `failures` deliveries in a row failed every
   * attempt: the admins are mailed so that someone fixes the receiver and turns it back on.
   */
  'webhook.endpoint_disabled': {
    queue: QUEUES.email,
    schema: z.object({
      webhookId: id,
      url: z.string(),
      failures: z.number().int().min(1),
      lastError: z.string().nullish(),
    }),
  },
  /**
   * An account was deleted (by its owner or by an admin): every service erases or anonymises
   * what it holds about the person, idempotently. The payload is personal data, so its outbox
   * entry goes once delivered.
   */
  'account.deleted': {
    queues: [QUEUES.auth, QUEUES.content, QUEUES.operations, QUEUES.usage, QUEUES.email],
    dropWhenSent: true,
    schema: z.object({ userId: id, email: emailAddress }),
  },
} as const satisfies Record<string, EventContract>;

export type EventType = keyof typeof EVENTS;
export type EventPayload<T extends EventType> = z.output<(typeof EVENTS)[T]['schema']>;

/** What travels: in the outbox, as the BullMQ job data, and into a handler. */
export interface EventEnvelope<T extends EventType = EventType> {
  /** A UUID: the BullMQ job id and the consumer's idempotency key. */
  id: string;
  type: T;
  /** When the producer created the event (ISO-8601 UTC). */
  occurredAt: string;
  payload: EventPayload<T>;
  /** The trace the event belongs to (the request that caused it, then its publish). */
  trace?: TraceCarrier;
}

/** Any one event, discriminated by `type` (for code that switches on it). */
export type AnyEventEnvelope = { [T in EventType]: EventEnvelope<T> }[EventType];

export const EVENT_TYPES = Object.keys(EVENTS) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENTS, type);
}

function contractOf(type: EventType): EventContract {
  return EVENTS[type] as EventContract;
}

/** The queue an event type travels on (the first of them for a type that fans out). */
export function queueOf(type: EventType): QueueName {
  return queuesOf(type)[0]!;
}

/** Every queue an event type travels on: one job per queue. */
export function queuesOf(type: EventType): QueueName[] {
  const contract = contractOf(type);
  return contract.queues ? [...contract.queues] : [contract.queue];
}

/** Whether the outbox entries of a type are deleted once published (`dropWhenSent`). */
export function dropsWhenSent(type: EventType): boolean {
  return contractOf(type).dropWhenSent === true;
}

/** The event types that travel on a queue. */
export function eventTypesOf(queue: QueueName): EventType[] {
  return EVENT_TYPES.filter((type) => queuesOf(type).includes(queue));
}

/**
 * A new event with a fresh UUID, its payload validated against the contract. An invalid
 * payload is a bug in the producer, not the user's fault, so it throws a plain Error
 * (reported as INTERNAL) before anything is written.
 */
export function newEvent<T extends EventType>(type: T, payload: EventPayload<T>): EventEnvelope<T> {
  const contract = EVENTS[type] as (typeof EVENTS)[EventType] | undefined;
  if (!contract) throw new Error(`unknown event type "${String(type)}"`);
  const parsed = contract.schema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`invalid payload for event ${type}: ${z.prettifyError(parsed.error)}`);
  }
  const trace = traceCarrier();
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    payload: parsed.data as EventPayload<T>,
    ...(trace ? { trace } : {}),
  };
}

const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: instant,
  payload: z.unknown(),
  trace: z.object({ traceparent: z.string(), tracestate: z.string().optional() }).optional(),
});

export type ParsedEvent =
  { ok: true; event: AnyEventEnvelope } | { ok: false; reason: string; id?: string; type?: string };

/**
 * Reads an envelope that came from outside (a queue): the envelope shape, a known type,
 * then the payload against that type's schema. Never throws; `reason` says what is wrong.
 */
export function parseEvent(data: unknown): ParsedEvent {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    return { ok: false, reason: `invalid envelope: ${z.prettifyError(envelope.error)}` };
  }
  const { id: eventId, type, occurredAt, payload, trace } = envelope.data;
  if (!isEventType(type)) return { ok: false, reason: `unknown event type "${type}"`, id: eventId, type };
  const parsed = EVENTS[type].schema.safeParse(payload);
  if (!parsed.success) {
    return {
      ok: false,
      reason: `invalid payload for ${type}: ${z.prettifyError(parsed.error)}`,
      id: eventId,
      type,
    };
  }
  return {
    ok: true,
    event: {
      id: eventId,
      type,
      occurredAt,
      payload: parsed.data,
      ...(trace ? { trace } : {}),
    } as AnyEventEnvelope,
  };
}
