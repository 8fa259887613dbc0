/**
 * The SMTP server of development and tests: accepts every message (any sender, any
 * recipient, any credentials, no TLS), parses it and keeps it in memory, so that e-mails the
 * notifications worker sends can be read back (`make dev` prints the port; tests await
 * them with `waitForMessage`). Nothing is ever relayed.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  id: string;
  /** Envelope recipients: everyone the message was delivered to, Bcc included. */
  to: string[];
  /** The From header as written (`Name <address>`), else the envelope sender. */
  from: string;
  subject: string;
  /** Plain-text body ('' when the message has only HTML). */
  text: string;
  /** HTML body, null when the message has none. */
  html: string | null;
  /** When the sink received it. */
  date: Date;
}

export interface SmtpSinkOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The oldest messages are dropped beyond this many. */
  maxMessages?: number;
}

export interface SmtpSink {
  port: number;
  /** `smtp://host:port`, what SMTP_URL takes. */
  url: string;
  /** Every kept message, oldest first (a copy). */
  messages(): Mail[];
  clear(): void;
  /** The first message (already received or still to come) that matches; rejects after the timeout. */
  waitForMessage(predicate?: (mail: Mail) => boolean, options?: { timeoutMs?: number }): Promise<Mail>;
  stop(): Promise<void>;
}

const MAX_SIZE = 25 * 1024 * 1024;

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 1_000;
  const kept: Mail[] = [];
  const waiters = new Set<(mail: Mail) => void>();

  const server = new SMTPServer({
    name: 'smarthome-dev-sink',
    banner: 'smarthome development mail sink: nothing is delivered',
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    // No certificate in development; a client that insists on TLS is misconfigured for the sink.
    disabledCommands: ['STARTTLS'],
    size: MAX_SIZE,
    closeTimeout: 1_000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'dev' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const mail: Mail = {
            id: randomUUID(),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? envelopeFrom,
            subject: parsed.subject ?? '',
            // mailparser ends a text-only body with the message's final line break.
            text: (parsed.text ?? '').trimEnd(),
            html: parsed.html === false ? null : parsed.html,
            date: new Date(),
          };
          kept.push(mail);
          if (kept.length > maxMessages) kept.shift();
          for (const waiter of [...waiters]) waiter(mail);
          // Accepted only once kept: when the sender's sendMail resolves, messages() has it.
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  // Per-connection errors (a client hanging up mid-message) must not crash the orchestrator.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://${host}:${port}`,
    messages: () => kept.map((mail) => ({ ...mail, to: [...mail.to] })),
    clear: () => {
      kept.length = 0;
    },
    waitForMessage(predicate = () => true, { timeoutMs = 10_000 } = {}) {
      const found = kept.find(predicate);
      if (found) return Promise.resolve({ ...found });
      return new Promise<Mail>((resolve, reject) => {
        const waiter = (mail: Mail) => {
          if (!predicate(mail)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve({ ...mail });
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `no matching e-mail reached the SMTP sink within ${timeoutMs} ms (${kept.length} kept)`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
