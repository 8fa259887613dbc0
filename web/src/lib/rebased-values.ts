import { useState, type Dispatch, type SetStateAction } from 'react';
import { en } from '@/lib/texts/en';

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
 * The fields both the user and someone else changed since the form read the record, each with the
 * other value (the user's stays in the form, see `rebased`).
 */
export function clashes<V extends object>(current: V, read: V, reread: V): Partial<V> {
  const found: Partial<V> = {};
  for (const field of Object.keys(reread) as (keyof V)[]) {
    const mine = !sameValue(current[field], read[field]);
    const theirs = !sameValue(reread[field], read[field]);
    if (mine && theirs && !sameValue(current[field], reread[field])) found[field] = reread[field];
  }
  return found;
}

/**
 * Keeps a form's `values` on the record it edits: when `initial` (the values of the record as read)
 * changes, the values are `rebased` on it, in the same render. Answers the fields where someone
 * else saved a value other than the one typed here (their values), so that the form can show them:
 * saved as it is, the form would put the typed value in their place. A field leaves the answer
 * once it holds their value, or once the record holds another.
 */
export function useRebasedValues<V extends object>(
  initial: V,
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
): Partial<V> {
  const [read, setRead] = useState(initial);
  const [theirs, setTheirs] = useState<Partial<V>>({});
  if (!sameValue(read, initial)) {
    setRead(initial);
    setValues((current) => rebased(current, read, initial));
    const stillTheirs = Object.fromEntries(
      Object.entries(theirs).filter(([field, value]) => sameValue(initial[field as keyof V], value)),
    ) as Partial<V>;
    setTheirs({ ...stillTheirs, ...clashes(values, read, initial) });
  }
  return Object.fromEntries(
    Object.entries(theirs).filter(([field, value]) => !sameValue(values[field as keyof V], value)),
  ) as Partial<V>;
}

/**
 * The notice under `field` while someone else's value for it (from `useRebasedValues`) is not the
 * one typed there; `format` writes a value as the field shows it (a choice's label).
 */
export function meanwhileNotice<V extends object, F extends keyof V>(
  theirs: Partial<V>,
  field: F,
  format: (value: V[F]) => string = String,
): string | undefined {
  return field in theirs ? en.savedMeanwhile(format(theirs[field] as V[F])) : undefined;
}
