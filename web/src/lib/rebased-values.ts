import { useState, type Dispatch, type SetStateAction } from 'react';

/** Whether two values of a field are the same (a text, a flag, a list of tags). */
const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values after the record it edits was read again (someone else saved it meanwhile, or
 * another part of the page did): a field still as the form read it takes the record's new value; a
 * field the user changed keeps what they typed. Saved as it is, the form then changes exactly the
 * fields the user changed, on top of the other saves, instead of putting the fields it read back
 * to their old values.
 */
export function rebased<V extends object>(current: V, read: V, reread: V): V {
  const next = { ...current };
  for (const field of Object.keys(reread) as (keyof V)[]) {
    if (sameValue(current[field], read[field])) next[field] = reread[field];
  }
  return next;
}

/**
 * Keeps a form's `values` on the record it edits: when `initial` (the values of the record as read)
 * changes, the values are `rebased` on it, in the same render.
 */
export function useRebasedValues<V extends object>(initial: V, setValues: Dispatch<SetStateAction<V>>): void {
  const [read, setRead] = useState(initial);
  if (!sameValue(read, initial)) {
    setRead(initial);
    setValues((current) => rebased(current, read, initial));
  }
}
