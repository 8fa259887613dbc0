import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';
import styles from '../account-pages.module.css';

const t = roAccount.forgotPassword;

/**
 * /forgot-password: asks for a reset link. The confirmation is the same whether or not the address
 * has an account, so the page cannot be used to find out who is a customer.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  const back = (
    <Link to={paths.login} className={styles.back}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t.backToLogin}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthCard title={t.sentTitle} tone="success" icon={<MailCheck size={28} />}>
        <p role="status">{t.sent(sentTo)}</p>
        <p className={styles.muted}>{t.sentHint}</p>
        <div className={styles.actions}>
          <Button variant="secondary" block onClick={() => setSentTo(null)}>
            {t.sendAgain}
          </Button>
          {back}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} lead={t.lead}>
      <ForgotPasswordForm
        initialEmail={lastEmail}
        onSent={(email) => {
          setLastEmail(email);
          setSentTo(email);
        }}
      />
      {back}
    </AuthCard>
  );
}
