import { inSpan, SpanKind } from '@smarthome/service-kit';
import nodemailer from 'nodemailer';

/** One message as it goes to the SMTP server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<…@…>`, stable across retries of the same event. */
  messageId: string;
  replyTo?: { name: string; address: string };
}

export interface SentMail {
  /** The server's answer to DATA (`250 2.0.0 Ok: queued as …`). */
  response: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://…` or `smtps://…` (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
  /** Bound on connecting, the greeting and every answer of the server. */
  timeoutMs: number;
}

/**
 * Nodemailer over SMTP_URL, one connection per message (no pool): mail is rare here, and
 * a fresh connection per send means an SMTP outage costs nothing to recover from. A send
 * that fails rejects; the caller records it and lets the event bus retry.
 */
export function createMailer({ url, from, timeoutMs }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Templates never attach files or URLs; nothing in a message may make the worker read one.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      // The last step of the trace that caused the mail (addresses stay out of it).
      return inSpan(
        'smtp send',
        { kind: SpanKind.CLIENT, attributes: { 'network.protocol.name': 'smtp' } },
        async () => {
          const info = await transport.sendMail({
            from,
            to: mail.to,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: mail.messageId,
            // RFC 3834: an automatic message, so auto-responders do not answer it.
            headers: { 'Auto-Submitted': 'auto-generated' },
          });
          return { response: String(info.response ?? '') };
        },
      );
    },
    close() {
      transport.close();
    },
  };
}
