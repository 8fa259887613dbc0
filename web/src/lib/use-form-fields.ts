import { useCallback, useState, type ChangeEvent } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * Text fields of a small form: values, field errors that clear when their field is edited (the rule
 * of every form of the site), and focus on the first invalid field after a refused submit.
 */
export function useFormFields<V extends Record<string, string>>(formId: string, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<Errors<V>>({});

  const fieldId = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId]);

  const bind = (name: keyof V) => ({
    id: fieldId(name),
    name: String(name),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrorsState((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Sets the errors; when there are some, moves the focus to the first invalid field in `order`. */
  const setErrors = (next: Errors<V>, order: readonly (keyof V)[] = Object.keys(values)) => {
    setErrorsState(next);
    const first = order.find((name) => next[name]);
    if (first !== undefined) document.getElementById(fieldId(first))?.focus();
  };

  return { values, setValues, errors, setErrors, bind };
}
