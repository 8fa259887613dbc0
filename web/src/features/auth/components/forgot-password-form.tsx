import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { requestPasswordReset } from '@/features/auth/api/auth-api';
import { emailError } from '@/features/auth/utils/account-validation';
import { roAccount } from '@/lib/texts/ro-account';
import { useFormFields } from '@/lib/use-form-fields';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './auth-form.module.css';

const t = roAccount.forgotPassword;

/** Asks for a reset link: GET /auth/csrf-token, then POST /auth/forgot-password { email }. */
export function ForgotPasswordForm({
  initialEmail = '',
  onSent,
}: {
  initialEmail?: string;
  onSent: (email: string) => void;
}) {
  const { values, setErrors, bind } = useFormFields('forgot', { email: initialEmail });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(values.email);
    setErrors({ email: problem });
    setError(null);
    if (problem) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      await requestPasswordReset(email);
      onSent(email);
    } catch (caught) {
      setError(serverMessageOr(caught, t.failed));
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField {...bind('email')} label={t.email} type="email" autoComplete="email" inputMode="email" />
      <Button type="submit" variant="primary" block disabled={submitting} className={styles.submit}>
        <Send aria-hidden="true" size={18} />
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
