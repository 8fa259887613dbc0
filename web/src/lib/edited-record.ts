import { isConflict } from './api-client';

/** A stored record an edit form saves over: its id, and the version the form was read at. */
export interface Edited {
  id: string;
  version: number;
}

/** Just the id and version of `record` (a whole item would send its other fields as variables). */
export const editedOf = (record: Edited | undefined): Edited | undefined =>
  record && { id: record.id, version: record.version };

/**
 * `saving`'s outcome. On CONFLICT (someone saved the record since the form read it) `onConflict`
 * runs first, so the page reads the record again while what is typed stays in the form; the refusal
 * still reaches the form, which shows its message. A second save then goes over the newer version,
 * knowingly.
 */
export async function noticingConflict<T>(
  saving: Promise<T>,
  onConflict: (() => void) | undefined,
): Promise<T> {
  try {
    return await saving;
  } catch (caught) {
    if (isConflict(caught)) onConflict?.();
    throw caught;
  }
}
