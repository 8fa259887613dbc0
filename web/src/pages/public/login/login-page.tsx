import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/features/auth/api/auth-context';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/safe-return-path';
import { roAccount } from '@/lib/texts/ro-account';

const t = roAccount.login;

const CHALLENGE_FRAGMENT = '#second-factor=';

/** The challenge of a sign-in waiting for its second factor, from an address ending #second-factor=…. */
export function challengeOfFragment(hash: string): string | null {
  if (!hash.startsWith(CHALLENGE_FRAGMENT)) return null;
  try {
    return decodeURIComponent(hash.slice(CHALLENGE_FRAGMENT.length)) || null;
  } catch {
    return null;
  }
}

/**
 * The Google sign-in of an account with an authenticator app comes back to /login#second-factor=…:
 * the page starts at the code step. The fragment is then taken off the address, so that a reload or
 * a bookmark does not offer a challenge that has since been used up.
 */
function useChallengeOfAddress(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [challenge] = useState(() => challengeOfFragment(location.hash));
  const hasFragment = location.hash.startsWith(CHALLENGE_FRAGMENT);
  useEffect(() => {
    if (hasFragment)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [hasFragment, navigate, location.pathname, location.search]);
  return challenge;
}

/**
 * /login. Accepts source=chat (the assistant sends visitors here) and
 * returnTo; the activation links of the e-mail land on ?activated=1 or ?activation=invalid. Once signed
 * in (or when already signed in) it goes to returnTo, else to the dashboard.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { state } = useAuth();
  const requested = params.get('returnTo');
  const returnTo = safeReturnPath(requested, paths.dashboard.root);
  const challenge = useChallengeOfAddress();

  if (state.status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <AuthCard title={t.title} lead={params.get('source') === 'chat' ? t.chatHint : t.lead}>
      {params.get('activated') === '1' ? <Alert tone="success">{t.activated}</Alert> : null}
      {params.get('activation') === 'invalid' ? (
        <Alert tone="error">
          {t.activationInvalid} {t.activationHelp.before}{' '}
          <Link to={paths.contact}>{t.activationHelp.link}</Link> {t.activationHelp.after}
        </Alert>
      ) : null}
      {/* The identity provider's round trip goes to returnTo only when one was asked for; else to / (the callback's default). */}
      <LoginForm returnTo={requested ? returnTo : undefined} challenge={challenge} />
    </AuthCard>
  );
}
