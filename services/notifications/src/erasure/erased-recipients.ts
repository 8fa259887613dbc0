import { createHmac } from 'node:crypto';
import type { Connection } from '@smarthome/service-kit';

/** Addresses of deleted accounts, as keyed hashes only (collection `erased_recipients`). */
export const ERASED_RECIPIENTS_COLLECTION = 'erased_recipients';

/**
 * How long a deleted address is recognised: past every way a mail for it can still arrive (a
 * retried job, about 10 minutes; an event waiting in an outbox while Redis is down; a replayed dead letter, the ledger's 30
 * days), short of keeping even its hash for good.
 */
const REMEMBERED_S = 30 * 24 * 60 * 60;

/**
 * The key of the hashes. Fixed, not secret: the hash keeps the address out of every document (a
 * reader of the database sees no address), while the same address arriving again is still
 * recognised, which is all it is for.
 */
const HASH_KEY = 'smarthome/notifications/erased-recipients/v1';

interface ErasedRecipient {
  _id: string;
  /** `address` or `account` (the account id), both hashed. */
  kind: 'address' | 'account';
  erasedAt: Date;
}

/**
 * The deleted accounts' addresses this worker must not write to any more: a mail event for them
 * that was already on its way (published before the deletion, retried after it, replayed) sends
 * nothing and leaves no record.
 */
export class ErasedRecipients {
  private indexReady: Promise<unknown> | undefined;

  constructor(private readonly connection: Connection) {}

  static hashOf(value: string): string {
    return createHmac('sha256', HASH_KEY).update(value.trim().toLowerCase()).digest('hex');
  }

  /** Remembers a deleted account: its address and its id. */
  async add(person: { userId: string; email: string }): Promise<void> {
    const collection = this.collection();
    this.indexReady ??= collection
      .createIndex({ erasedAt: 1 }, { name: 'erased_ttl', expireAfterSeconds: REMEMBERED_S })
      .catch(() => (this.indexReady = undefined));
    const erasedAt = new Date();
    await collection.bulkWrite(
      [
        { kind: 'address' as const, hash: ErasedRecipients.hashOf(person.email) },
        { kind: 'account' as const, hash: ErasedRecipients.hashOf(`account:${person.userId}`) },
      ].map(({ kind, hash }) => ({
        updateOne: { filter: { _id: hash }, update: { $setOnInsert: { kind, erasedAt } }, upsert: true },
      })),
    );
  }

  /** Whether the account with this id was deleted. */
  async isErasedAccount(userId: string): Promise<boolean> {
    const hash = ErasedRecipients.hashOf(`account:${userId}`);
    return (await this.collection().countDocuments({ _id: hash }, { limit: 1 })) > 0;
  }

  /** A new account took the address of a deleted one: its mails go out again. */
  async forgetAddress(address: string): Promise<void> {
    await this.collection().deleteOne({ _id: ErasedRecipients.hashOf(address) });
  }

  /** The addresses that do not belong to a deleted account. */
  async keep(addresses: string[]): Promise<string[]> {
    if (addresses.length === 0) return addresses;
    const hashes = addresses.map((address) => ErasedRecipients.hashOf(address));
    const erased = await this.collection()
      .find({ _id: { $in: hashes } }, { projection: { _id: 1 } })
      .toArray();
    const gone = new Set(erased.map((doc) => doc._id));
    return addresses.filter((_address, index) => !gone.has(hashes[index]!));
  }

  private collection() {
    const db = this.connection.db;
    if (!db) throw new Error('MongoDB connection not open');
    return db.collection<ErasedRecipient>(ERASED_RECIPIENTS_COLLECTION);
  }
}
