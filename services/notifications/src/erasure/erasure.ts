import { type Connection } from '@smarthome/service-kit';
import {
  eraseFromOutbox,
  sameAddress,
  type EventHandler,
  type EventHandlers,
  type EventType,
} from '@smarthome/service-kit/events';
import type { DeliveryModel } from '../email/email.model.js';
import type { RecipientModel } from '../recipients/recipients.model.js';
import type { ErasedRecipients } from './erased-recipients.js';

/**
 * The `account.deleted` handler of the email queue: the records of the mails sent to the person's
 * address and this service's copy of their account go, and so does any event naming them (this
 * worker keeps no outbox of its own today; the kit's erasure is the same in every service). Mails
 * to others that the person caused (a contact message's Reply-To, a comment's notice) name the
 * address of their recipient, not the person's, and stay. The address is remembered as a keyed
 * hash only (ErasedRecipients), so that a mail to it still on its way sends and records nothing.
 * Safe to run again.
 */
export function accountErasureHandler({
  connection,
  Deliveries,
  Recipients,
  erased,
}: {
  connection: Connection;
  Deliveries: DeliveryModel;
  Recipients: RecipientModel;
  erased: ErasedRecipients;
}): EventHandler<'account.deleted'> {
  return async (event, { log }) => {
    const person = event.payload;
    // First: a mail for the address handled meanwhile must find it erased.
    await erased.add(person);
    const mails = await Deliveries.deleteMany({ to: sameAddress(person.email) }).exec();
    const copies = await Recipients.deleteMany({
      $or: [{ userId: person.userId }, { email: sameAddress(person.email) }],
    }).exec();
    const events = await eraseFromOutbox(connection, person);
    log.info(
      { deliveries: mails.deletedCount, recipients: copies.deletedCount, events },
      'deleted account erased from the notifications records',
    );
  };
}

/** The account events that open (or describe) an account: a new one may take a deleted address. */
const ACCOUNT_OPENING: ReadonlySet<string> = new Set(['user.registered', 'user.role_changed']);

/**
 * The email queue's handlers, guarded against deleted accounts: an event about a deleted account
 * (its `userId`) that was still on its way is dropped, so that neither a mail nor the copy of the
 * account comes back; a new account with the address of a deleted one makes it mailable again.
 */
export function guardedAgainstErasedAccounts(
  handlers: EventHandlers,
  erased: ErasedRecipients,
): EventHandlers {
  const guarded: Record<string, EventHandler<EventType>> = {};
  for (const [type, handler] of Object.entries(handlers) as Array<[EventType, EventHandler<EventType>]>) {
    if (type === 'account.deleted') {
      guarded[type] = handler;
      continue;
    }
    guarded[type] = async (event, ctx) => {
      const { userId, email } = event.payload as { userId?: unknown; email?: unknown };
      if (typeof userId === 'string' && (await erased.isErasedAccount(userId))) {
        ctx.log.info('event of a deleted account: dropped');
        return;
      }
      if (ACCOUNT_OPENING.has(type) && typeof email === 'string') await erased.forgetAddress(email);
      await handler(event, ctx);
    };
  }
  return guarded as EventHandlers;
}
