/**
 * A stored record an edit form saves over: its id, and the version the form was read at (sent
 * back with the save, so that one over a newer version is refused with CONFLICT).
 */
export interface Edited {
  id: string;
  version: number;
}
