import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { RegisterResult } from '@/features/auth/api/auth-api';
import { useAuth } from '@/features/auth/api/auth-context';
import { hasErrors, serverPasswordError, validateRegister } from '@/features/auth/utils/account-validation';
import { paths, privacyPath } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';
import { useFormFields } from '@/lib/use-form-fields';
import { serverMessageOr } from '@/lib/failure-text';
import { SocialSignIn } from './social-sign-in';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth-form.module.css';

const t = roAccount.register;
const ORDER = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/**
 * Registration: first name, last name, email, password and its
 * confirmation, checked in the browser first; then GET /auth/csrf-token and POST /auth/register.
 * The page gets the answer and decides between the success view and /dashboard.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (result: RegisterResult) => void }) {
  const { register } = useAuth();
  const { values, setErrors, bind } = useFormFields('register', {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateRegister(values);
    setErrors(problems, ORDER);
    setError(null);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    try {
      const result = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      onRegistered(result);
    } catch (caught) {
      const refused = serverPasswordError(caught);
      if (refused) {
        // On the password field, as the form's own rules are shown.
        setErrors({ password: refused.password }, ['password']);
        setError(refused.rest || null);
        setSubmitting(false);
        return;
      }
      setError(serverMessageOr(caught, t.failed));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.row}>
          <TextField {...bind('firstName')} label={t.firstName} autoComplete="given-name" />
          <TextField {...bind('lastName')} label={t.lastName} autoComplete="family-name" />
        </div>
        <TextField {...bind('email')} label={t.email} type="email" autoComplete="email" inputMode="email" />
        <NewPasswordFields password={bind('password')} confirmation={bind('confirmPassword')} labels={t} />
        {/* Where it is read before the account is created, not under the other ways in. */}
        <p className={styles.terms}>
          {t.consent.before} <Link to={paths.terms}>{t.consent.terms}</Link> {t.consent.and}{' '}
          <Link to={privacyPath}>{t.consent.privacy}</Link>.
        </p>
        <Button type="submit" variant="primary" block disabled={submitting} className={styles.submit}>
          <UserPlus aria-hidden="true" size={18} />
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>

      <SocialSignIn />

      <p className={styles.meta}>
        {t.haveAccount} <Link to={paths.login}>{t.login}</Link>
      </p>
    </div>
  );
}
