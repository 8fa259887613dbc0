import { sameAddress, eraseFromOutbox, type Connection, type EventHandler } from '@smarthome/service-kit';
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
    await erased.add(person.email);
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
