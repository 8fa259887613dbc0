import type { Logger } from '@smarthome/service-kit';
import type { DeliveryModel, DeliveryRecord } from './email.model.js';
import type { EmailContent } from './layout.js';
import type { Mailer } from './mailer.js';

/** The domain of the Message-IDs: fixed, so an id says which event and which recipient it was. */
export const MESSAGE_ID_DOMAIN = 'smarthome.local';

/** `<eventId.recipientIndex@smarthome.local>`: the same on every retry of the event. */
export function messageIdOf(eventId: string, recipientIndex: number): string {
  return `<${eventId}.${recipientIndex}@${MESSAGE_ID_DOMAIN}>`;
}

/** One event's mail: the same content to each recipient, as separate messages. */
export interface Dispatch {
  to: string[];
  content: EmailContent;
  replyTo?: { name: string; address: string };
}

export interface DeliveryOutcome {
  sent: number;
  /** Recipients already served by an earlier attempt of the same event. */
  skipped: number;
}

/** Thrown when some mails of an event could not be sent: the bus retries the event. */
export class DeliveryError extends Error {
  constructor(
    readonly eventId: string,
    readonly failures: Array<{ to: string; error: string }>,
    readonly total: number,
  ) {
    super(
      `${failures.length} of ${total} e-mail(s) of event ${eventId} not sent: ${failures
        .map((failure) => `${failure.to}: ${failure.error}`)
        .join('; ')}`,
    );
    this.name = 'DeliveryError';
  }
}

export interface EmailService {
  /**
   * Sends an event's mail to each recipient once. The first attempt writes the plan (one
   * `deliveries` record per recipient, status queued); every later attempt of the same
   * event follows that plan, not the `to` it is given, and skips what was sent.
   */
  deliver(event: { id: string; type: string }, dispatch: Dispatch, log: Logger): Promise<DeliveryOutcome>;
}

const DUPLICATE_KEY = 11000;

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { code?: string; responseCode?: number; response?: string };
  const detail = smtp.response ?? smtp.message;
  return [smtp.code, smtp.responseCode, detail].filter((part) => part !== undefined && part !== '').join(' ');
}

function onlyDuplicates(error: unknown): boolean {
  const failure = error as { code?: unknown; writeErrors?: Array<{ code?: unknown }> };
  if (Array.isArray(failure.writeErrors) && failure.writeErrors.length > 0) {
    return failure.writeErrors.every((writeError) => writeError.code === DUPLICATE_KEY);
  }
  return failure.code === DUPLICATE_KEY;
}

export interface EmailServiceOptions {
  Deliveries: DeliveryModel;
  mailer: Mailer;
  /**
   * How long one attempt may hold a mail it is sending before another attempt may take it
   * over (a worker killed mid-send). The consumer's lock duration: BullMQ does not hand the
   * job to another worker before that either.
   */
  claimLeaseMs: number;
  /** How often an attempt that finds a mail claimed looks again. */
  claimPollMs?: number;
  /** Drops the addresses of deleted accounts from a plan (nothing is sent or recorded for them). */
  keepRecipients?: (addresses: string[]) => Promise<string[]>;
}

export function createEmailService({
  Deliveries,
  mailer,
  claimLeaseMs,
  claimPollMs = 100,
  keepRecipients = async (addresses) => addresses,
}: EmailServiceOptions): EmailService {
  async function planOf(event: { id: string; type: string }, dispatch: Dispatch): Promise<DeliveryRecord[]> {
    const existing = await Deliveries.find({ eventId: event.id }).sort({ recipientIndex: 1 }).lean();
    if (existing.length > 0) return existing;
    const recipients = await keepRecipients([
      ...new Set(dispatch.to.map((address) => address.trim().toLowerCase())),
    ]);
    if (recipients.length === 0) return [];
    try {
      await Deliveries.insertMany(
        recipients.map((to, recipientIndex) => ({
          eventId: event.id,
          type: event.type,
          recipientIndex,
          to,
          subject: dispatch.content.subject,
          status: 'queued',
          attempts: 0,
          messageId: messageIdOf(event.id, recipientIndex),
        })),
        { ordered: false },
      );
    } catch (error) {
      // Another attempt planned the same event at the same instant: its plan stands.
      if (!onlyDuplicates(error)) throw error;
    }
    return Deliveries.find({ eventId: event.id }).sort({ recipientIndex: 1 }).lean();
  }

  /**
   * Takes the mail for this attempt: true when it is ours to send, false when it was sent
   * meanwhile. While another attempt holds it, waits (at most one lease) for that one to
   * finish or for its lease to run out.
   */
  async function claim(record: DeliveryRecord): Promise<boolean> {
    for (;;) {
      const now = new Date();
      const claimed = await Deliveries.findOneAndUpdate(
        {
          _id: record._id,
          status: { $ne: 'sent' },
          $or: [{ claimedUntil: null }, { claimedUntil: { $lte: now } }],
        },
        {
          $set: { status: 'queued', claimedUntil: new Date(now.getTime() + claimLeaseMs) },
          $inc: { attempts: 1 },
        },
        { returnDocument: 'after' },
      ).lean();
      if (claimed) return true;
      const current = await Deliveries.findById(record._id, { status: 1, claimedUntil: 1 }).lean();
      if (!current || current.status === 'sent') return false;
      const heldFor = (current.claimedUntil?.getTime() ?? 0) - Date.now();
      await sleep(Math.max(10, Math.min(claimPollMs, heldFor)));
    }
  }

  return {
    async deliver(event, dispatch, log) {
      const plan = await planOf(event, dispatch);
      const failures: Array<{ to: string; error: string }> = [];
      let sent = 0;
      let skipped = 0;
      for (const record of plan) {
        if (record.status === 'sent' || !(await claim(record))) {
          skipped += 1;
          continue;
        }
        try {
          const result = await mailer.send({
            to: record.to,
            subject: dispatch.content.subject,
            html: dispatch.content.html,
            text: dispatch.content.text,
            messageId: record.messageId,
            ...(dispatch.replyTo ? { replyTo: dispatch.replyTo } : {}),
          });
          await Deliveries.updateOne(
            { _id: record._id },
            {
              $set: {
                status: 'sent',
                smtpResponse: result.response,
                lastError: null,
                sentAt: new Date(),
                claimedUntil: null,
              },
            },
          );
          sent += 1;
          log.info(
            { to: record.to, messageId: record.messageId, smtpResponse: result.response },
            'e-mail sent',
          );
        } catch (error) {
          const text = errorText(error);
          failures.push({ to: record.to, error: text });
          await Deliveries.updateOne(
            { _id: record._id },
            { $set: { status: 'failed', lastError: text, claimedUntil: null } },
          );
          log.warn({ to: record.to, messageId: record.messageId, err: error }, 'e-mail not sent');
        }
      }
      if (failures.length > 0) throw new DeliveryError(event.id, failures, plan.length);
      return { sent, skipped };
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
