import { useId, useState, type FormEvent } from 'react';

/** The fields of `V` that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** A message of its own for each field at fault. */
export type FieldMessages<V> = Partial<Record<keyof V, string>>;

interface RequiredFieldsFormOptions<V> {
  initial: () => V;
  /**
   * The checked text fields' element ids, in the order the form shows them (the first one at fault
   * gets the focus).
   */
  fieldIds: { [K in TextField<V>]?: string };
  /**
   * What keeps the form from being sent: the one message for the whole form ('Please fill out all
   * fields'), which marks the empty fields; or each field's own message ('Enter your password'). Null,
   * or no message at all, when it may be sent.
   */
  validate: (values: V) => string | null | FieldMessages<V>;
  save: (values: V) => Promise<void>;
  /** What the form says when saving failed. */
  failureMessage: (caught: unknown) => string;
  /** Anything more to do about a failed save (read the record again after a conflict). */
  onFailure?: (caught: unknown) => void;
}

/**
 * A dashboard form whose fields are required text: its values, the message above it and the fields'
 * own messages, and saving. A refused submit marks the fields at fault and focuses the first: with
 * one message for the whole form, the empty fields are invalid and described by it, and the next
 * change clears the marks and the message; with a message per field, each field shows its own until
 * it is edited. A failed save says so above the form until the next submit, and what was typed stays.
 */
export function useRequiredFieldsForm<V extends object>(options: RequiredFieldsFormOptions<V>) {
  const { fieldIds, validate, save, failureMessage, onFailure } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages<V>>({});
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const order = Object.keys(fieldIds) as TextField<V>[];
  const isEmpty = (field: TextField<V>) => !String(values[field]).trim();
  const focus = (field: TextField<V> | undefined) => {
    const id = field === undefined ? undefined : fieldIds[field];
    if (id) document.getElementById(id)?.focus();
  };

  const set = (changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (invalid) {
      setInvalid(false);
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
    const problem = validate(values);
    if (typeof problem === 'string') {
      setError(problem);
      setErrors({});
      setInvalid(true);
      focus(order.find(isEmpty));
      return;
    }
    const messages: FieldMessages<V> = problem ?? {};
    setErrors(messages);
    setError(null);
    if (Object.values(messages).some(Boolean)) {
      focus(order.find((field) => messages[field]));
      return;
    }
    setSaving(true);
    try {
      await save(values);
    } catch (caught) {
      console.warn(caught);
      setError(failureMessage(caught));
      setSaving(false);
      onFailure?.(caught);
    }
  };

  /**
   * The attributes that mark `field` while a refused submit found it empty: invalid, described by
   * the form's message (then by the field's hint, `hintId`, when it has one).
   */
  const markIf = (field: TextField<V>, hintId?: string) =>
    invalid && isEmpty(field)
      ? { 'aria-invalid': true, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') }
      : {};

  return { values, set, error, errors, saving, errorId, submit, markIf };
}
