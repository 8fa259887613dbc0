import { useId, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { en } from '@/lib/texts/en';
import { isConflict } from './api-client';
import { bringIntoView } from './bring-into-view';
import { meanwhileNotice, useRebasedValues } from './rebased-values';

/** The fields of `V` that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** A message of its own for each field at fault. */
export type FieldMessages<V> = Partial<Record<keyof V, string>>;

/** What keeps a form from being sent, besides one message for the whole form. */
export interface FormProblems<V> {
  /** The one message for the whole form, above it. */
  form?: string | null;
  /**
   * The fields the form's message is about: invalid and described by it until the next change,
   * which clears them and the message. Left out, the empty checked fields; none, and the message
   * stays until the next submit.
   */
  marked?: readonly TextField<V>[];
  /** Each field's own message, shown at the field until it is edited. */
  fields?: FieldMessages<V>;
}

interface RequiredFieldsFormOptions<V> {
  /**
   * The values of the record as read (empty ones for a new record). When the record is read again,
   * the fields left as they were take its new values; what was typed stays (see `rebased`).
   */
  initial: () => V;
  /**
   * The checked fields' element ids, in the order the form shows them (the first one at fault gets
   * the focus); a field that holds no text (a list of choices) gives the id of its first control.
   */
  fieldIds: { [K in keyof V]?: string };
  /**
   * What keeps the form from being sent: the one message for the whole form ('Please fill out all
   * fields'), which marks the empty fields; or the problems, each field's own message ('Enter your
   * password') and the form's. Null, or no message at all, when it may be sent.
   */
  validate: (values: V) => string | null | FormProblems<V>;
  save: (values: V) => Promise<void>;
  /** What the form says when saving failed. */
  failureMessage: (caught: unknown) => string;
  /**
   * The fields a failed save was refused for, each with the server's message: shown at the fields
   * (the first one focused) instead of one message above the form. None, and failureMessage speaks.
   */
  refusedFields?: (caught: unknown) => FieldMessages<V>;
  /**
   * A save refused because someone else saved the record since it was read (a conflict): the form
   * says so (`en.changedMeanwhile`, with the `record`'s name) and `reload`s the record, whose new
   * values the fields left as they were then take, for a check and a second save.
   */
  conflict?: { record: string; reload: () => void };
  /**
   * After a save the form empties (back to `initial`) and may be sent again, for the next one;
   * without it the form stays busy, as the page moves on.
   */
  resetAfterSave?: boolean;
  /**
   * Leaving the screen asks first while the values differ from `initial` (what is saved), unless a
   * save is in flight: what was typed is not lost to a stray click (see UnsavedChangesGuard).
   */
  guardUnsaved?: boolean;
}

/**
 * A dashboard form whose fields are required text: its values, the message above it and the fields'
 * own messages, and saving. A refused submit marks the fields at fault and focuses the first: with
 * one message for the whole form, the fields it is about (the empty ones unless told) are invalid
 * and described by it, and the next change clears the marks and the message; with a message per
 * field, each field shows its own until it is edited. A failed save says so above the form until
 * the next submit, and what was typed stays.
 */
export function useRequiredFieldsForm<V extends object>(options: RequiredFieldsFormOptions<V>) {
  const {
    initial,
    fieldIds,
    validate,
    save,
    failureMessage,
    refusedFields,
    conflict,
    resetAfterSave,
    guardUnsaved = false,
  } = options;
  const [values, setValues] = useState<V>(initial);
  /** The record's values as read on this render. */
  const read = initial();
  const theirs = useRebasedValues(read, values, setValues);
  const [marked, setMarked] = useState<readonly TextField<V>[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages<V>>({});
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  useUnsavedChanges(guardUnsaved && !saving && JSON.stringify(values) !== JSON.stringify(read));

  const order = Object.keys(fieldIds) as (keyof V)[];
  const isEmptyText = (field: keyof V): field is TextField<V> =>
    typeof values[field] === 'string' && !values[field].trim();

  /** Moves the focus to the first field, in the form's order, that `atFault` names. */
  const focusFirst = (atFault: (field: keyof V) => boolean) => {
    const first = order.find(atFault);
    const id = first === undefined ? undefined : fieldIds[first];
    if (id) document.getElementById(id)?.focus();
  };

  const set = (changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (marked.length > 0) {
      setMarked([]);
      setError(null);
    }
    const edited = Object.keys(changes) as (keyof V)[];
    if (edited.some((field) => errors[field])) {
      setErrors((current) => {
        const rest = { ...current };
        for (const field of edited) delete rest[field];
        return rest;
      });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = validate(values);
    const problems: FormProblems<V> = typeof answer === 'string' ? { form: answer } : (answer ?? {});
    const messages: FieldMessages<V> = problems.fields ?? {};
    const form = problems.form ?? null;
    const marks = form ? (problems.marked ?? order.filter(isEmptyText)) : [];
    setError(form);
    setErrors(messages);
    setMarked(marks);
    if (form || Object.values(messages).some(Boolean)) {
      focusFirst((field) => marks.includes(field as TextField<V>) || Boolean(messages[field]));
      return;
    }
    setSaving(true);
    let saved = false;
    try {
      await save(values);
      saved = true;
      if (resetAfterSave) setValues(initial());
    } catch (caught) {
      console.warn(caught);
      const refused: FieldMessages<V> = refusedFields?.(caught) ?? {};
      if (Object.values(refused).some(Boolean)) {
        setErrors(refused);
        focusFirst((field) => Boolean(refused[field]));
      } else if (conflict && isConflict(caught)) {
        setError(en.changedMeanwhile(conflict.record));
        bringIntoView(errorId);
        conflict.reload();
      } else {
        setError(failureMessage(caught));
        bringIntoView(errorId);
      }
    } finally {
      // After a save the page moves on, unless the form stays for the next one.
      if (!saved || resetAfterSave) setSaving(false);
    }
  };

  /**
   * The attributes that mark `field` while the form's message is about it: invalid, described by
   * the message (then by the field's hint, `hintId`, when it has one).
   */
  const markIf = (field: TextField<V>, hintId?: string) =>
    marked.includes(field)
      ? { 'aria-invalid': true, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') }
      : {};

  /** The notice under `field` while someone else saved another value in it meanwhile (`meanwhileNotice`). */
  const noticeFor = <F extends keyof V>(field: F, format?: (value: V[F]) => string) =>
    meanwhileNotice(theirs, field, format);

  /** Takes the message above the form away (its close button). */
  const dismissError = () => setError(null);

  return { values, set, error, errors, saving, errorId, submit, markIf, noticeFor, dismissError };
}
