import type { DeliveryModel, DeliveryRecord, DeliveryStatus } from '../email/email.model.js';

/** One mail of the worker's records, as its recipient's copy of their data shows it. */
export interface MailToCaller {
  /** The event the mail was about (`issue.created`, `user.password_reset_requested`, …). */
  kind: string;
  subject: string;
  status: DeliveryStatus;
  /** When the SMTP server took it; null while it is not sent. */
  sentAt: Date | null;
  /** When the worker planned it. */
  createdAt: Date;
}

/**
 * The mails recorded for an address, newest first: the records are kept SENT_MAIL_RETENTION_DAYS,
 * and a mail is filed under the address it went to (an account whose e-mail changed finds the
 * mails of its current address). Never the body, the SMTP answer or a link the mail carried.
 */
export async function mailsTo(deliveries: DeliveryModel, email: string): Promise<MailToCaller[]> {
  const records = await deliveries
    .find({ to: email.trim().toLowerCase() }, { type: 1, subject: 1, status: 1, sentAt: 1, createdAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .lean<DeliveryRecord[]>()
    .exec();
  return records.map((record) => ({
    kind: record.type,
    subject: record.subject,
    status: record.status,
    sentAt: record.sentAt ?? null,
    createdAt: record.createdAt,
  }));
}
