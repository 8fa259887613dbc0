import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { resetPassword } from '@/features/auth/api/auth-api';
import {
  hasErrors,
  serverPasswordError,
  validatePasswordPair,
} from '@/features/auth/utils/account-validation';
import { ApiError } from '@/lib/api-client';
import { roAccount } from '@/lib/texts/ro-account';
import { useFormFields } from '@/lib/use-form-fields';
import { serverMessageOr } from '@/lib/failure-text';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-form.module.css';

const t = roAccount.resetPassword;

/**
 * The server refuses a token it does not know, has used or has let expire with 400, 404 or 410 and a
 * plain message; a validation list (`errors`) is about the password instead and stays on the form.
 */
export const isRejectedToken = (caught: unknown): boolean =>
  caught instanceof ApiError &&
  caught.fromServer &&
  !caught.isValidation &&
  [400, 404, 410].includes(caught.status);

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}

/** The new password and its confirmation (the register rules), sent with the link's token. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const { values, setErrors, bind } = useFormFields('reset', { password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validatePasswordPair(values);
    setErrors(problems);
    setError(null);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    try {
      await resetPassword(token, values.password);
      onDone();
    } catch (caught) {
      const refused = serverPasswordError(caught);
      if (refused) {
        // On the password field, as the form's own rules are shown.
        setErrors({ password: refused.password }, ['password']);
        setError(refused.rest || null);
        setSubmitting(false);
        return;
      }
      if (isRejectedToken(caught)) {
        onInvalidToken();
        return;
      }
      setError(serverMessageOr(caught, t.failed));
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <NewPasswordFields password={bind('password')} confirmation={bind('confirmPassword')} labels={t} />
      <Button type="submit" variant="primary" block disabled={submitting} className={styles.submit}>
        <KeyRound aria-hidden="true" size={18} />
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
