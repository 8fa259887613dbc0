/** A message the SMTP sink received, as its mailbox shows it (the sink and the mailbox both read it). */
export interface Mail {
  id: string;
  /** Envelope recipients: everyone the message was delivered to, Bcc included. */
  to: string[];
  /** The From header as written (`Name <address>`), else the envelope sender. */
  from: string;
  /** The Reply-To header as written, null when absent. */
  replyTo: string | null;
  /** The Message-ID header (`<…@…>`), null when absent. */
  messageId: string | null;
  subject: string;
  /** Plain-text body ('' when the message has only HTML). */
  text: string;
  /** HTML body, null when the message has none. */
  html: string | null;
  /** When the sink received it. */
  date: Date;
}
