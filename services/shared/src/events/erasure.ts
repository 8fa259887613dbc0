import type { Connection } from 'mongoose';
import { OUTBOX_FIELD, outboxCollection, type OutboxItem } from './outbox.js';

/**
 * What stands in for a deleted account in the records a business keeps (an installation, an
 * issue, a comment, token counts): the same in every service, so that "who was this?" has one
 * answer everywhere. The address is under `.invalid`, a domain that can never receive mail.
 */
export const ERASED_PERSON = {
  userId: 'deleted',
  name: 'Cont șters',
  firstName: 'Cont',
  lastName: 'șters',
  email: 'deleted@account.invalid',
} as const;

/** The person whose traces an `account.deleted` handler removes. */
export interface ErasedPerson {
  userId: string;
  email: string;
}

/**
 * True when a value, as JSON, mentions the person's id or address (any case), or one of `also`
 * (the ids of records erased with the person, whose events would still describe them).
 */
export function mentionsPerson(value: unknown, person: ErasedPerson, also: readonly string[] = []): boolean {
  const text = JSON.stringify(value ?? null).toLowerCase();
  return [person.userId, person.email, ...also].some(
    (needle) => needle && text.includes(needle.toLowerCase()),
  );
}

/**
 * A query condition matching an address in any case (a form may have stored it as typed): an
 * anchored, case-insensitive pattern of the address with every special character escaped.
 */
export function sameAddress(email: string): { $regex: string; $options: 'i' } {
  return { $regex: `^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' };
}

/**
 * Removes every event that mentions a deleted person from a service's outbox: the entries of
 * the `outbox` collection (published ones are no longer there), and the `_outbox` items still
 * riding in the domain documents of `collections` (the relay's collections). A pending event about
 * the person (a mail to them, their usage) is dropped with the rest: it must not be delivered
 * after the erasure. Types marked `dropWhenSent` (the `account.deleted` event itself) are left to
 * the relay, which must still deliver them to every queue. `also` adds the ids of records erased
 * with the person (a testimonial they sent). Running it again finds nothing more. Returns how
 * many events were removed.
 */
export async function eraseFromOutbox(
  connection: Connection,
  person: ErasedPerson,
  { collections = [], also = [] }: { collections?: string[]; also?: readonly string[] } = {},
): Promise<number> {
  // The relay's own mark, as it reads it: an event it must still deliver to every queue.
  const doomedItem = (item: Pick<OutboxItem, 'dropWhenSent' | 'payload'>) =>
    !item.dropWhenSent && mentionsPerson(item.payload, person, also);
  const outbox = outboxCollection(connection);
  const doomed: string[] = [];
  for await (const entry of outbox.find({}, { projection: { dropWhenSent: 1, payload: 1 } })) {
    if (doomedItem(entry)) doomed.push(entry._id);
  }
  let removed = 0;
  if (doomed.length > 0) removed += (await outbox.deleteMany({ _id: { $in: doomed } })).deletedCount;

  const db = connection.db;
  if (!db) throw new Error('the outbox needs an open MongoDB connection');
  for (const name of collections) {
    const collection = db.collection<{ _id: unknown; _outbox?: OutboxItem[] }>(name);
    const carrying = collection.find(
      { [`${OUTBOX_FIELD}.id`]: { $gte: '' } },
      { projection: { [OUTBOX_FIELD]: 1 } },
    );
    for await (const doc of carrying) {
      const ids = (doc._outbox ?? []).filter(doomedItem).map((item) => item.id);
      if (ids.length === 0) continue;
      await collection.updateOne({ _id: doc._id }, {
        $pull: { [OUTBOX_FIELD]: { id: { $in: ids } } },
      } as never);
      removed += ids.length;
    }
  }
  return removed;
}
