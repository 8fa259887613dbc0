import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import type { RegisterResult } from '@/features/auth/api/auth-api';
import { useAuth } from '@/features/auth/api/auth-context';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';

const t = roAccount.register;

/**
 * /register. After success: /dashboard when the new account may sign
 * in now, else a success view with the server's message (e.g. awaiting activation) and a link to login.
 */
export function RegisterPage() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [done, setDone] = useState<{ message: string } | null>(null);

  const onRegistered = (result: RegisterResult) => {
    if (result.shouldRedirect) {
      void navigate(paths.dashboard.root, { replace: true });
      return;
    }
    setDone({ message: result.message || t.successFallback });
  };

  if (done) {
    return (
      <AuthCard title={t.successTitle} tone="success" icon={<CheckCircle2 size={28} />}>
        <p role="status">{done.message}</p>
        <ButtonLink to={paths.login} variant="primary" block>
          {t.toLogin}
        </ButtonLink>
      </AuthCard>
    );
  }

  // Someone already signed in has an account: the form is of no use to them.
  if (state.status === 'authenticated') return <Navigate to={paths.dashboard.root} replace />;

  return (
    <AuthCard title={t.title} lead={t.lead} wide>
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
