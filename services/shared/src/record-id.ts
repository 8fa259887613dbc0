import { Types } from 'mongoose';
import { AppError } from './errors.js';

const RECORD_ID = /^[0-9a-f]{24}$/i;

/** True when the value is a record's id as the API writes it: an ObjectId in 24 hex digits. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID.test(value);
}

/**
 * The ObjectId of an `id` argument, or NOT_FOUND with the module's own text: a malformed id finds
 * nothing, exactly like an unknown one (never a 500, never a cast error).
 */
export function toRecordId(id: string, notFoundMessage: string): Types.ObjectId {
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return new Types.ObjectId(id);
}
