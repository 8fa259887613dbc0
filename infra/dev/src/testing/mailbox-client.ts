/**
 * The development mailbox read through the gateway's /dev/mailbox API, for tests that check
 * what the services mailed.
 */
import type { MailJson } from '../mailbox.js';

export type { MailJson };

export interface MailboxClient {
  /** The mails the services sent, newest first. */
  mails(): Promise<MailJson[]>;
  /** Waits for a mail to `to` that matches, up to `timeoutMs`. */
  waitForMail(to: string, match: (mail: MailJson) => boolean, timeoutMs?: number): Promise<MailJson>;
}

/** `gatewayUrl` without a trailing slash; `context` adds what the stack printed to a timeout's message. */
export function mailboxClient(gatewayUrl: string, context: () => string): MailboxClient {
  const mails = async () => {
    const response = await fetch(`${gatewayUrl}/dev/mailbox/api/messages`);
    if (!response.ok) throw new Error(`mailbox: ${response.status}`);
    return (await response.json()) as MailJson[];
  };
  return {
    mails,
    async waitForMail(to, match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      // The mailbox is an HTTP API in another process: asking again is the only way to hear of a mail.
      for (;;) {
        const found = (await mails()).find((mail) => mail.to.includes(to) && match(mail));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching mail to ${to} within ${timeoutMs / 1000} s:\n${context()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: MailJson, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s<>"')\\]]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}
