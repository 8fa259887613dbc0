import { AppError } from '@smarthome/service-kit';

/** The largest numeric id accepted: beyond it the number would not survive JSON and JavaScript. */
const NUMERIC_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The number of an installation or issue `id` argument, or null when it is not one: a malformed id
 * finds nothing, exactly like an unknown one.
 */
export function parseNumericId(id: string): number | null {
  return NUMERIC_ID.test(id) ? Number(id) : null;
}

/** The number of an `id` argument, or NOT_FOUND with the module's text (never a 500, never a cast error). */
export function numericId(id: string, notFoundMessage: string): number {
  const parsed = parseNumericId(id);
  if (parsed === null) throw new AppError('NOT_FOUND', notFoundMessage);
  return parsed;
}
