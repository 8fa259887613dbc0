import { AppError } from '@smarthome/service-kit';

/** The REST facade's word for the same refusal, so that both entry points answer it alike. */
export const VERSION_INVALID = 'version must be a positive integer';

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
