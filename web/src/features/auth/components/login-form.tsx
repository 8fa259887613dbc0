import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { SecondFactorRequired } from '@/features/auth/api/auth-api';
import { useAuth } from '@/features/auth/api/auth-context';
import { hasErrors, validateLogin } from '@/features/auth/utils/account-validation';
import { paths } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';
import { useFormFields } from '@/lib/use-form-fields';
import { serverMessageOr } from '@/lib/failure-text';
import { SecondFactorForm } from './second-factor-form';
import { SocialSignIn } from './social-sign-in';
import styles from './auth-form.module.css';

const t = roAccount.login;

interface LoginFormProps {
  returnTo?: string;
  /** A sign-in that waits for its second factor already (the identity provider's redirect). */
  challenge?: string | null;
}

/**
 * Email and password sign-in: GET /auth/csrf-token, then POST /auth/login with the token in the body.
 * The server's message is shown when it sends one; otherwise the screen's Romanian fallback.
 * An account with an authenticator app then asks for its code (SecondFactorForm).
 * On success the auth state holds the user; the page decides where to go from there.
 */
export function LoginForm({ returnTo, challenge: pending = null }: LoginFormProps) {
  const { login } = useAuth();
  const { values, setValues, setErrors, bind } = useFormFields('login', { email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(pending);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateLogin(values);
    setErrors(problems);
    setError(null);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    try {
      await login(values.email.trim(), values.password);
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof SecondFactorRequired) setChallenge(caught.challenge);
      else setError(serverMessageOr(caught, t.failed));
    }
  };

  if (challenge) {
    return (
      <div className={styles.form}>
        <SecondFactorForm
          challenge={challenge}
          onGone={(message) => {
            setChallenge(null);
            // The password is typed again: a sign-in starts over from both fields.
            setValues((current) => ({ ...current, password: '' }));
            setError(message || null);
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField {...bind('email')} label={t.email} type="email" autoComplete="email" inputMode="email" />
        <PasswordField
          {...bind('password')}
          label={t.password}
          autoComplete="current-password"
          showLabel={roAccount.validation.showPassword}
          hideLabel={roAccount.validation.hidePassword}
          labelAside={<Link to={paths.forgotPassword}>{t.forgotPassword}</Link>}
        />
        <Button type="submit" variant="primary" block disabled={submitting} className={styles.submit}>
          <LogIn aria-hidden="true" size={18} />
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>

      <SocialSignIn returnTo={returnTo} />

      <p className={styles.meta}>
        {t.noAccount} <Link to={paths.register}>{t.register}</Link>
      </p>
      <p className={styles.terms}>
        {t.termsPrefix} <Link to={paths.terms}>{t.terms}</Link>.
      </p>
    </div>
  );
}
