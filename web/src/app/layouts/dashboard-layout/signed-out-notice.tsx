import { useEffect } from 'react';
import { useSessionWatch } from '@/app/graphql-provider';
import { useSessionEnded } from '@/app/session-watch';
import { Alert } from '@/components/ui/alert';
import { getProfile } from '@/features/auth/api/auth-api';
import { useAuth } from '@/features/auth/api/auth-context';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import styles from './signed-out-notice.module.css';

const texts = en.signedOut;

/**
 * Says so when the server no longer knows the dashboard's session, above whatever screen is open.
 * Sending the visitor to the sign-in page would throw away what a form holds, so the sign-in opens
 * in a new tab; the session cookie it sets serves this tab too. When the visitor comes back to this
 * tab, the profile is asked for: signed in again, the notice goes and a save can simply be repeated.
 * A sign-in as another account replaces the signed-in user (and with it the GraphQL client).
 */
export function SignedOutNotice() {
  const watch = useSessionWatch();
  const ended = useSessionEnded(watch);
  const { state, refreshProfile } = useAuth();
  const userId = state.user?.id;

  useEffect(() => {
    if (!ended) return undefined;
    const controller = new AbortController();
    // A return to the tab fires both events: one question is enough.
    let asking = false;
    const checkOnReturn = () => {
      if (asking || document.visibilityState !== 'visible') return;
      asking = true;
      getProfile(controller.signal)
        .then((user) => {
          // Still signed out: the profile call says nothing the notice does not already say.
          if (!user) return;
          if (user.id === userId) watch.report(false);
          else void refreshProfile();
        })
        .catch(() => undefined)
        .finally(() => (asking = false));
    };
    document.addEventListener('visibilitychange', checkOnReturn);
    window.addEventListener('focus', checkOnReturn);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', checkOnReturn);
      window.removeEventListener('focus', checkOnReturn);
    };
  }, [ended, userId, watch, refreshProfile]);

  if (!ended) return null;
  return (
    <Alert tone="error" title={texts.title} className={styles.notice}>
      <p>{texts.body}</p>
      <p>
        <a
          href={`${paths.login}?returnTo=${encodeURIComponent(paths.dashboard.root)}`}
          target="_blank"
          rel="noopener"
        >
          {texts.signIn}
        </a>
      </p>
    </Alert>
  );
}
