import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/api/auth-context';
import { AuthCard } from '@/features/auth/components/auth-card';
import { serverMessageOr } from '@/lib/failure-text';
import { oauthErrorText } from '@/features/auth/utils/oauth-error';
import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/safe-return-path';
import { roAccount } from '@/lib/texts/ro-account';
import styles from '../account-pages.module.css';

const t = roAccount.oauthCallback;

/**
 * /oauth-callback, where the identity provider's round trip ends. The
 * session cookie is already set by then: GET /auth/profile confirms it and fills the auth state, then
 * the visitor goes to / (or to the returnTo the login page sent along). On error: the message and a
 * button back to login.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  const providerError = params.get('error');
  const requested = params.get('returnTo');
  const returnTo = safeReturnPath(requested, paths.home);
  const [error, setError] = useState<string | null>(
    providerError === null ? null : oauthErrorText(providerError),
  );

  useEffect(() => {
    if (providerError !== null) return;
    let cancelled = false;
    refreshProfile()
      .then((user) => {
        if (cancelled) return;
        if (user) void navigate(returnTo, { replace: true });
        else setError(t.failed);
      })
      .catch((caught: unknown) => {
        if (!cancelled) setError(serverMessageOr(caught, t.failed));
      });
    return () => {
      cancelled = true;
    };
  }, [providerError, refreshProfile, navigate, returnTo]);

  if (error === null) {
    return (
      <AuthCard title={t.title}>
        <p className={styles.pending} role="status">
          <Spinner />
          {t.completing}
        </p>
      </AuthCard>
    );
  }

  const loginLink = requested ? `${paths.login}?returnTo=${encodeURIComponent(returnTo)}` : paths.login;
  return (
    <AuthCard title={t.title} tone="error" icon={<AlertTriangle size={26} />}>
      <Alert tone="error">{error}</Alert>
      <ButtonLink to={loginLink} variant="primary" block>
        {t.backToLogin}
      </ButtonLink>
    </AuthCard>
  );
}
