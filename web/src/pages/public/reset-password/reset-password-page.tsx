import { ArrowLeft, CheckCircle2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';
import styles from '../account-pages.module.css';

const t = roAccount.resetPassword;

/**
 * /reset-password?token=…, the page of the e-mailed link: a new password, then a link to login. A link
 * without a token, or one the server refuses, says so and offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  if (outcome === 'done') {
    return (
      <AuthCard title={t.successTitle} tone="success" icon={<CheckCircle2 size={28} />}>
        <p role="status">{t.success}</p>
        <ButtonLink to={paths.login} variant="primary" block>
          {t.toLogin}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (outcome === 'invalid') {
    return (
      <AuthCard title={t.invalidTitle} tone="error" icon={<Link2Off size={26} />}>
        <p role="alert">{t.invalid}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.forgotPassword} variant="primary" block>
            {t.requestNew}
          </ButtonLink>
          <Link to={paths.login} className={styles.back}>
            <ArrowLeft aria-hidden="true" size={16} />
            {roAccount.forgotPassword.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} lead={t.lead}>
      <ResetPasswordForm
        token={token}
        onDone={() => setOutcome('done')}
        onInvalidToken={() => setOutcome('invalid')}
      />
    </AuthCard>
  );
}
