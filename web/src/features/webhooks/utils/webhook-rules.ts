/**
 * The rules of the webhooks screen, as plain functions. The form's checks are the operations
 * service's first ones (a URL, at least one event, a short description); the service applies them
 * again, with the ones only it can make (https, a public address), and has the last word.
 */
import { WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts/webhooks';
import type { StatusTone } from '@/components/ui/status-pill';
import type {
  CreateWebhookInput,
  WebhookDeliveryRowFragment,
  WebhookDeliveryStatus,
  WebhookSummaryFragment,
} from '@/features/webhooks/api/__generated__/webhooks';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { serverMessageOr } from '@/lib/failure-text';
import type { FieldMessages } from '@/lib/use-required-fields-form';
import { refusedFieldsOf } from '@/lib/refused-fields';

export type WebhookSummary = WebhookSummaryFragment;
export type WebhookDelivery = WebhookDeliveryRowFragment;

export const DESCRIPTION_MAX_LENGTH = 200;

/** How often a delivery log is read again while one of its deliveries is still pending. */
export const PENDING_POLL_MS = 5000;

export interface NewWebhookValues {
  url: string;
  description: string;
  /** The event types ticked, in the order the server lists them. */
  events: string[];
}

export const initialWebhookValues = (): NewWebhookValues => ({ url: '', description: '', events: [] });

/** The events after ticking or unticking `type`, kept in the order of `all` (the server's list). */
export function toggledEvents(
  events: readonly string[],
  type: string,
  checked: boolean,
  all: readonly string[],
): string[] {
  const chosen = new Set(events);
  if (checked) chosen.add(type);
  else chosen.delete(type);
  return all.filter((each) => chosen.has(each));
}

/** What stops the form from being sent, each at its field; {} when it may go. */
export function validateNewWebhook(values: NewWebhookValues): FieldMessages<NewWebhookValues> {
  const problems: FieldMessages<NewWebhookValues> = {};
  if (!values.url.trim()) problems.url = WEBHOOK_MESSAGES.urlRequired;
  if (values.description.trim().length > DESCRIPTION_MAX_LENGTH)
    problems.description = WEBHOOK_MESSAGES.descriptionTooLong;
  if (values.events.length === 0) problems.events = WEBHOOK_MESSAGES.eventsRequired;
  return problems;
}

/** The createWebhook input of valid values: no description when none was typed. */
export const toCreateInput = (values: NewWebhookValues): CreateWebhookInput => {
  const description = values.description.trim();
  return { url: values.url.trim(), events: values.events, ...(description ? { description } : {}) };
};

const FORM_FIELDS: readonly (keyof NewWebhookValues)[] = ['url', 'description', 'events'];

/**
 * The server's refusal of the form, field by field, when it names only fields of the form; {} when
 * it names another (its message is then shown above the form, whole).
 */
export function refusedWebhookFields(caught: unknown): FieldMessages<NewWebhookValues> {
  const refused = refusedFieldsOf(caught);
  const fields = Object.keys(refused);
  if (!fields.every((field) => (FORM_FIELDS as readonly string[]).includes(field))) return {};
  return refused as FieldMessages<NewWebhookValues>;
}

type Action = keyof typeof webhooksTexts.errors;

/**
 * What the screen says when a call fails: the server's message when it sent one (a URL refused, a
 * delivery that is not failed), otherwise the screen's fallback; the call-level text goes to the console.
 */
export const webhookErrorText = (caught: unknown, action: Action): string =>
  serverMessageOr(caught, webhooksTexts.errors[action]);

const deliveries = webhooksTexts.deliveries;

export const deliveryStatusLabel = (status: WebhookDeliveryStatus): string => deliveries.statuses[status];

/** Delivered reads as done (green), pending as waiting (amber), failed as a failure (red). */
const DELIVERY_TONES: Record<WebhookDeliveryStatus, StatusTone> = {
  delivered: 'done',
  pending: 'waiting',
  failed: 'failed',
};
export const deliveryStatusTone = (status: WebhookDeliveryStatus): StatusTone => DELIVERY_TONES[status];

/** Only a failed delivery may be sent again: one delivered or pending would then arrive twice. */
export const canRedeliver = (delivery: WebhookDelivery): boolean => delivery.status === 'failed';

/** Whether the log is still moving: a delivery waits for its first or next attempt. */
export const hasPending = (log: readonly WebhookDelivery[]): boolean =>
  log.some((delivery) => delivery.status === 'pending');

/** The last answer's HTTP status, or 'No answer' once an attempt got none; a dash before any attempt. */
export function responseText(delivery: WebhookDelivery): string {
  if (delivery.responseStatus !== null) return String(delivery.responseStatus);
  return delivery.attempts > 0 ? deliveries.noAnswer : deliveries.none;
}
