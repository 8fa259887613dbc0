import type { Model, UpdateQuery } from 'mongoose';
import { AppError } from './errors.js';

/**
 * Edits that do not silently undo each other. A record counts its changes in `version` (1 when
 * created); an editor sends the version it read, and a change to a record that has moved on since
 * is refused with CONFLICT instead of writing over what someone else saved. A caller that sends no
 * version applies its change to whatever version is current (scripts, older clients).
 */

/** The message for a version that no record can have: the REST facade words it the same. */
export const VERSION_INVALID = 'version must be a positive integer';

/** A record written before versions were counted is at version 1. */
export const versionOf = (record: { version?: number | null }): number => record.version ?? 1;

/**
 * The version a change was read at, as a caller sent it: absent (null or undefined) applies the
 * change to whatever version is current; anything else must be a version a record can have (from 1
 * up), or the caller is told so (BAD_USER_INPUT) rather than that someone changed the record meanwhile.
 */
export function expectedVersion(version: number | null | undefined): number | null {
  if (version == null) return null;
  if (!Number.isInteger(version) || version < 1) {
    throw new AppError('BAD_USER_INPUT', VERSION_INVALID, {
      errors: [{ field: 'version', msg: VERSION_INVALID }],
    });
  }
  return version;
}

/** CONFLICT for a change sent from a version the record has moved past; says which one it is at. */
export function changedMeanwhile(message: string, currentVersion: number): AppError {
  return new AppError('CONFLICT', message, { reason: 'version', currentVersion });
}

/** Matches a record at `version`; version 1 includes records written before versions were counted. */
const atVersion = (version: number) => (version === 1 ? { version: { $in: [1, null] } } : { version });

/** Reads before a write lost to a concurrent one are tried again this many times. */
const WRITE_ATTEMPTS = 5;

export interface VersionedChange<TRecord> {
  model: Model<TRecord>;
  _id: unknown;
  /** The version the editor read, as sent (see `expectedVersion`). */
  sentVersion: number | null | undefined;
  /** The fields to set, from the record as it is now. */
  set: (current: TRecord) => UpdateQuery<TRecord>['$set'];
  /** NOT_FOUND's message, for a record that is not there. */
  notFound: string;
  /** CONFLICT's message, for a record changed since the version sent. */
  changed: string;
  /** False when `set` writes `updatedAt` itself (a service with its own clock). */
  timestamps?: boolean;
}

/**
 * Writes a change to one record and counts it (version + 1), only onto the version it was planned
 * from: should another write land between the read and this one, the change is planned again on
 * the fresh record, or refused with CONFLICT when the editor's version is the one that moved on.
 * Returns the record as written.
 */
export async function writeVersioned<TRecord extends { version?: number | null }>(
  change: VersionedChange<TRecord>,
): Promise<TRecord> {
  const { model, _id, notFound, changed } = change;
  const sent = expectedVersion(change.sentVersion);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const before = await model.findById(_id).lean<TRecord>().exec();
    if (!before) throw new AppError('NOT_FOUND', notFound);
    const current = versionOf(before);
    if (sent !== null && sent !== current) throw changedMeanwhile(changed, current);
    const after = await model
      .findOneAndUpdate(
        { _id, ...atVersion(current) },
        { $set: { ...change.set(before), version: current + 1 } },
        { returnDocument: 'after', runValidators: true, timestamps: change.timestamps ?? true },
      )
      .lean<TRecord>()
      .exec();
    if (after) return after;
  }
  // Changed again before every write: the editor may try again on what is there now.
  const now = await model.findById(_id).lean<TRecord>().exec();
  if (!now) throw new AppError('NOT_FOUND', notFound);
  throw changedMeanwhile(changed, versionOf(now));
}
