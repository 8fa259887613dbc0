import { AppError } from '@smarthome/service-kit';
import { Types } from 'mongoose';

/**
 * The ObjectId of an `id` argument, or NOT_FOUND with the module's own text: a malformed id finds
 * nothing, exactly like an unknown one (never a 500, never a cast error).
 */
export function recordId(id: string, notFoundMessage: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return new Types.ObjectId(id);
}
