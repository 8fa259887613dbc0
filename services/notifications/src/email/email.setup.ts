import type { Connection } from '@smarthome/service-kit';
import type { EventHandlers } from '@smarthome/service-kit/events';
import type { NotificationsConfig } from '../config.js';
import { ErasedRecipients } from '../erasure/erased-recipients.js';
import { accountErasureHandler, guardedAgainstErasedAccounts } from '../erasure/erasure.js';
import { createRecipientModel } from '../recipients/recipients.model.js';
import { createRecipientsService } from '../recipients/recipients.service.js';
import { createEmailHandlers } from './email.events.js';
import { createDeliveryModel, type DeliveryModel } from './email.model.js';
import { createEmailService } from './email.service.js';
import { createMailer } from './mailer.js';

export interface EmailModule {
  handlers: EventHandlers;
  /** The records of the mails sent, for their recipients' copies of their data. */
  deliveries: DeliveryModel;
  close(): void;
}

/** The e-mail module on the service's connection: models (indexes built first), SMTP, handlers. */
export async function setupEmail(config: NotificationsConfig, connection: Connection): Promise<EmailModule> {
  const Deliveries = await createDeliveryModel(connection, config.SENT_MAIL_RETENTION_DAYS);
  const Recipients = createRecipientModel(connection);
  // The unique indexes are what make a plan and the copy of an account safe under retries.
  await Promise.all([Deliveries.init(), Recipients.init()]);
  const mailer = createMailer({
    url: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  });
  const erased = new ErasedRecipients(connection);
  const handlers = createEmailHandlers({
    email: createEmailService({
      Deliveries,
      mailer,
      claimLeaseMs: config.EMAIL_LOCK_DURATION_MS,
      keepRecipients: (addresses) => erased.keep(addresses),
    }),
    recipients: createRecipientsService(Recipients),
    templates: { baseUrl: config.PUBLIC_BASE_URL, timeZone: config.MAIL_TIME_ZONE },
    installerEmail: config.INSTALLER_EMAIL,
  });
  return {
    handlers: guardedAgainstErasedAccounts(
      {
        ...handlers,
        // Deleted accounts travel on this queue too: their mails and their copy go.
        'account.deleted': accountErasureHandler({ connection, Deliveries, Recipients, erased }),
      },
      erased,
    ),
    deliveries: Deliveries,
    close: () => mailer.close(),
  };
}
