import { toRestInboxMessage, type InboxMessageView } from '@smarthome/service-kit/contracts';
import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';

export interface ReceivedMessage {
  messageId: string;
  name: string;
  email: string;
  message: string;
}

/**
 * `contact.received` (services/shared event contracts): the notifications worker mails it to the
 * installer with Reply-To the visitor. It carries the whole message, so the mail needs nothing
 * from this service's database.
 */
export function contactReceived(message: ReceivedMessage): EventEnvelope<'contact.received'> {
  return newEvent('contact.received', message);
}

/**
 * `webhook.occurred` of type `contact.received`: the integrators' webhooks are told of the message
 * as the admin's inbox (GET /contact/messages) shows it, in the same write as the message.
 */
export function contactReceivedWebhook(message: InboxMessageView): EventEnvelope<'webhook.occurred'> {
  return newEvent('webhook.occurred', { type: 'contact.received', data: toRestInboxMessage(message) });
}
