import { Schema, type Connection, type Model } from 'mongoose';

/** One named sequence of numeric ids (collection `counters`): `seq` is the last id handed out. */
export interface CounterRecord {
  _id: string;
  seq: number;
}

export type CounterModel = Model<CounterRecord>;

/** The sequences of this service, one per collection with numeric ids. */
export type SequenceName = 'installations' | 'issues';

const counterSchema = new Schema<CounterRecord>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'counters', versionKey: false },
);

export function createCounterModel(connection: Connection): CounterModel {
  return connection.model<CounterRecord>('Counter', counterSchema);
}

/**
 * Numeric ids from atomic counters. `$inc` on one document is atomic, so two requests never get
 * the same number, and the counter only ever grows: deleting the newest installation does not
 * free its number for the next one (a link or an e-mail naming it never shows something else).
 */
export class Sequences {
  constructor(private readonly counters: CounterModel) {}

  /** The next id of the sequence (1 for a sequence never used). */
  async next(name: SequenceName): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean<CounterRecord>()
      .exec();
    if (!counter) throw new Error(`sequence ${name} answered nothing`);
    return counter.seq;
  }

  /**
   * Makes the sequence continue above `lastUsed` (ids written without it: demo data, an import),
   * never moving it back.
   */
  async continueAbove(name: SequenceName, lastUsed: number): Promise<void> {
    await this.counters.updateOne({ _id: name }, { $max: { seq: lastUsed } }, { upsert: true }).exec();
  }

  /**
   * Runs `insert` with the next id of the sequence. Should that id be taken already (written
   * outside the sequence while the service ran), the sequence moves above the highest id and the
   * insert runs once more with a fresh one, rather than failing the request.
   */
  async insertWithNextId<T, R extends { _id: number }>(
    name: SequenceName,
    model: Model<R>,
    insert: (id: number) => Promise<T>,
  ): Promise<T> {
    try {
      return await insert(await this.next(name));
    } catch (error) {
      if (!isDuplicateId(error)) throw error;
      await this.continueAboveHighest(name, model);
      return insert(await this.next(name));
    }
  }

  /** continueAbove the highest `_id` of a collection with numeric ids. */
  async continueAboveHighest<T extends { _id: number }>(name: SequenceName, model: Model<T>): Promise<void> {
    const highest = await model.findOne().select({ _id: 1 }).sort({ _id: -1 }).lean<{ _id: number }>().exec();
    if (highest) await this.continueAbove(name, highest._id);
  }
}

/** MongoDB's duplicate key error on `_id`. */
function isDuplicateId(error: unknown): boolean {
  const { code, keyPattern } = (error ?? {}) as { code?: unknown; keyPattern?: Record<string, unknown> };
  return code === 11000 && keyPattern !== undefined && '_id' in keyPattern;
}
