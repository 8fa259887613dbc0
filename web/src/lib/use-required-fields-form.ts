import { useId, useState, type FormEvent } from 'react';

interface RequiredFieldsFormOptions<V extends { [K in keyof V]: string }> {
  initial: () => V;
  /** Each field's element id, in the order the form shows them (the first empty one gets the focus). */
  fieldIds: Record<keyof V, string>;
  /** The one message for the whole form ('Please fill out all fields'), or null when it may be sent. */
  validate: (values: V) => string | null;
  save: (values: V) => Promise<void>;
  /** What the form says when saving failed. */
  failureMessage: (caught: unknown) => string;
  /** Anything more to do about a failed save (read the record again after a conflict). */
  onFailure?: (caught: unknown) => void;
}

/**
 * A dashboard form whose fields are required text: its values, the one message above it, and saving.
 * A refused submit marks the empty fields (invalid, described by the message) and focuses the first;
 * the next change clears the marks and the message. What was typed stays when saving fails.
 */
export function useRequiredFieldsForm<V extends { [K in keyof V]: string }>(
  options: RequiredFieldsFormOptions<V>,
) {
  const { fieldIds, validate, save, failureMessage, onFailure } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const set = (changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (invalid) {
      setInvalid(false);
      setError(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(values);
    if (problem) {
      setError(problem);
      setInvalid(true);
      const firstEmpty = (Object.keys(fieldIds) as (keyof V)[]).find((field) => !values[field].trim());
      if (firstEmpty) document.getElementById(fieldIds[firstEmpty])?.focus();
      return;
    }
    setError(null);
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

  /** The attributes that mark `field` while a refused submit found it empty. */
  const markIf = (field: keyof V) =>
    invalid && !values[field].trim() ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return { values, set, error, saving, errorId, submit, markIf };
}
