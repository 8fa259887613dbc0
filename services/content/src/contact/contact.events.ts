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
