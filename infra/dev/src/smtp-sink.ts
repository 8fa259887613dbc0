/**
 * The SMTP server of development and tests: accepts every message (any sender, any
 * recipient, any credentials, no TLS), parses it and keeps it in memory, so that e-mails the
 * notifications worker sends can be read back (`make dev` shows them at /dev/mailbox; tests
 * await them with `waitForMessage`). Nothing is ever relayed. Never part of production.
 *
 * A message counts as received when the sink answers 250 to its DATA, as for a real server:
 * a sender that hangs up before that answer has not delivered it (it will send it again),
 * so the sink does not keep it either. `hold()` lets a test stop the sink right there.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mail } from './mail.js';
import { startMailbox, type Mailbox } from './mailbox.js';

export type { Mail } from './mail.js';

export interface SmtpSinkOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The oldest messages are dropped beyond this many. */
  maxMessages?: number;
  /**
   * Also serve the development mailbox over HTTP on this port (0 picks a free one):
   * `GET /dev/mailbox` (a page), `GET|DELETE /dev/mailbox/api/messages` (JSON). See mailbox.ts.
   */
  httpPort?: number;
}

/** A message the sink received in full but has not answered yet (see `hold()`). */
export interface HeldMail {
  mail: Mail;
  /** Resolves when the sender hangs up before the answer: the message is then dropped. */
  hungUp: Promise<void>;
  /** Accepts this message alone (kept, 250); the hold goes on for the others. */
  accept(): void;
}

export interface MailHold {
  /** The next message to be held (or one held already and not yet handed out); rejects after the timeout. */
  next(options?: { timeoutMs?: number }): Promise<HeldMail>;
  /** Accepts (keeps and answers 250) every held message whose sender is still there, and stops holding. */
  release(): void;
}

export interface SmtpSink {
  port: number;
  /** `smtp://host:port`, what SMTP_URL takes. */
  url: string;
  /** `http://host:port` of the mailbox when `httpPort` was given (DEV_MAILBOX_URL of the gateway). */
  mailboxUrl: string | undefined;
  /** Every kept message, oldest first (a copy). */
  messages(): Mail[];
  clear(): void;
  /** The first message (already received or still to come) that matches; rejects after the timeout. */
  waitForMessage(predicate?: (mail: Mail) => boolean, options?: { timeoutMs?: number }): Promise<Mail>;
  /**
   * Tests: from now on, a message received in full is not answered until `release()`, as a
   * slow server would do; a sender killed meanwhile never gets its 250 and the message is
   * dropped. One hold at a time.
   */
  hold(): MailHold;
  stop(): Promise<void>;
}

const MAX_SIZE = 25 * 1024 * 1024;

interface Pending {
  mail: Mail;
  /** Keeps the message and answers 250. */
  accept: () => void;
  /** Settled by `hangUp()` when the sender goes away first. */
  hungUp: Promise<void>;
  hangUp: () => void;
}

function copy(mail: Mail): Mail {
  return { ...mail, to: [...mail.to] };
}

function addressText(address: AddressObject | AddressObject[] | undefined): string | null {
  if (!address) return null;
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 1_000;
  const kept: Mail[] = [];
  const waiters = new Set<(mail: Mail) => void>();
  /** Messages held by the current hold, by the session that sent them. */
  const held = new Map<string, Pending>();
  let holding = false;
  /** Held messages not yet handed out by `next()`, and callers of `next()` still waiting. */
  const unclaimed: Pending[] = [];
  const claimers = new Set<(pending: Pending) => void>();

  const keep = (mail: Mail) => {
    kept.push(mail);
    if (kept.length > maxMessages) kept.shift();
    for (const waiter of [...waiters]) waiter(mail);
  };

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
            replyTo: addressText(parsed.replyTo),
            messageId: parsed.messageId ?? null,
            subject: parsed.subject ?? '',
            // mailparser ends a text-only body with the message's final line break.
            text: (parsed.text ?? '').trimEnd(),
            html: parsed.html === false ? null : parsed.html,
            date: new Date(),
          };
          if (!holding) {
            keep(mail);
            // Accepted only once kept: when the sender's sendMail resolves, messages() has it.
            callback();
            return;
          }
          let hangUp!: () => void;
          const hungUp = new Promise<void>((resolve) => (hangUp = resolve));
          const pending: Pending = {
            mail,
            accept: () => {
              keep(mail);
              callback();
            },
            hungUp,
            hangUp,
          };
          held.set(session.id, pending);
          const claimer = claimers.values().next().value;
          if (claimer) {
            claimers.delete(claimer);
            claimer(pending);
          } else {
            unclaimed.push(pending);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onClose(session) {
      // The sender went away without its answer: it has not delivered the message.
      const pending = held.get(session.id);
      if (!pending) return;
      held.delete(session.id);
      pending.hangUp();
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

  const sink: SmtpSink = {
    port,
    url: `smtp://${host}:${port}`,
    mailboxUrl: undefined,
    messages: () => kept.map(copy),
    clear: () => {
      kept.length = 0;
    },
    waitForMessage(predicate = () => true, { timeoutMs = 10_000 } = {}) {
      const found = kept.find(predicate);
      if (found) return Promise.resolve(copy(found));
      return new Promise<Mail>((resolve, reject) => {
        const waiter = (mail: Mail) => {
          if (!predicate(mail)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(copy(mail));
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
    hold() {
      if (holding) throw new Error('the SMTP sink is already holding messages');
      holding = true;
      const toHeld = (pending: Pending): HeldMail => ({
        mail: copy(pending.mail),
        hungUp: pending.hungUp,
        accept: () => {
          for (const [id, entry] of held) {
            if (entry !== pending) continue;
            held.delete(id);
            pending.accept();
          }
        },
      });
      return {
        next({ timeoutMs = 10_000 } = {}) {
          const first = unclaimed.shift();
          if (first) return Promise.resolve(toHeld(first));
          return new Promise<HeldMail>((resolve, reject) => {
            const claimer = (pending: Pending) => {
              clearTimeout(timer);
              resolve(toHeld(pending));
            };
            const timer = setTimeout(() => {
              claimers.delete(claimer);
              reject(new Error(`no message reached the held SMTP sink within ${timeoutMs} ms`));
            }, timeoutMs);
            claimers.add(claimer);
          });
        },
        release() {
          holding = false;
          unclaimed.length = 0;
          const waiting = [...held.values()];
          held.clear();
          for (const pending of waiting) pending.accept();
        },
      };
    },
    async stop() {
      await mailbox?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  let mailbox: Mailbox | undefined;
  if (options.httpPort !== undefined) {
    try {
      mailbox = await startMailbox({
        port: options.httpPort,
        host,
        smtpUrl: sink.url,
        maxMessages,
        messages: () => sink.messages(),
        clear: () => sink.clear(),
      });
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      throw error;
    }
    sink.mailboxUrl = mailbox.url;
  }
  return sink;
}
