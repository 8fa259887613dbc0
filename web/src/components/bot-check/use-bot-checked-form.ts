import { useState, type FormEvent } from 'react';
import { useBotCheck } from './use-bot-check';

/** Idle, submitting, then sent or failed (with what the form says). */
export type SendState =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'sent' } | { kind: 'failed'; text: string };

interface BotCheckedFormOptions<V, F extends keyof V> {
  initial: V;
  /** The checked fields, in the order the form shows them (the first one at fault gets the focus). */
  fields: readonly F[];
  fieldId: (field: F) => string;
  /** Each field's own message; none when the form may be sent. */
  validate: (values: V) => Partial<Record<F, string>>;
  /** Sends the values with the bot check's proof. */
  send: (values: V, proof: string) => Promise<void>;
  /** What the form says when the bot check failed to load (no argument) or the send failed. */
  failureText: (caught?: unknown) => string;
  /** Once sent: the form empties (back to `initial`) for another message. */
  emptyAfterSend?: boolean;
  /** The bot check the form waits for: the page's ALTCHA widget, or a stand-in in unit tests. */
  useCheck?: typeof useBotCheck;
}

/**
 * A public form sent with a bot check: its values, each field's message (cleared as soon as that
 * field is edited) and the send. A refused submit focuses the first field at fault; while the check
 * loads the send waits for it (useBotCheck); the proof is spent after every send, answered or not.
 */
export function useBotCheckedForm<V extends object, F extends keyof V>(options: BotCheckedFormOptions<V, F>) {
  const { initial, fields, fieldId, validate, send, failureText, emptyAfterSend } = options;
  // Chosen once per form: the same hook runs on every render.
  const useCheck = options.useCheck ?? useBotCheck;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const botCheck = useCheck();

  const edit = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as unknown as F] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'submitting') return;
    const problems = validate(values);
    setErrors(problems);
    const firstInvalid = fields.find((field) => problems[field]);
    if (firstInvalid !== undefined) {
      setState({ kind: 'idle' });
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const check = botCheck.beforeSend();
    if (check !== 'ready') {
      setState(check === 'error' ? { kind: 'failed', text: failureText() } : { kind: 'idle' });
      return;
    }
    setState({ kind: 'submitting' });
    try {
      await send(values, await botCheck.token());
      if (emptyAfterSend) setValues(initial);
      setState({ kind: 'sent' });
    } catch (caught) {
      setState({ kind: 'failed', text: failureText(caught) });
    } finally {
      botCheck.spend();
    }
  };

  /** Back to the form after it was sent (to send another). */
  const again = () => setState({ kind: 'idle' });

  return { values, errors, state, submitting: state.kind === 'submitting', edit, submit, again, botCheck };
}
