import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { GOOGLE_CONFIRMED } from '@/features/security/api/account-data-api';
import { SecurityView } from '@/features/security/components/security-view';
import { securityTexts } from '@/features/security/security-texts';
import { leavingToSignOut } from '@/lib/arrival-notice';
import { paths } from '@/lib/paths';
import { roAccount } from '@/lib/texts/ro-account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { mustEnrolSecondFactor, normaliseRole } from '@/lib/user';
import styles from '../dashboard-pages.module.css';

/**
 * /dashboard/security: every signed-in user's second factor (an authenticator app, with recovery
 * codes) and own data (a copy to download; deleting the account). An account of Google alone comes
 * back here from confirming with Google (?confirmed=google) to answer the deletion's last question.
 */
export function SecurityPage() {
  useDocumentTitle(securityTexts.title);
  const { state, refreshProfile } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  if (state.status !== 'authenticated') return null;
  const confirmedWithGoogle = search.get(GOOGLE_CONFIRMED.param) === GOOGLE_CONFIRMED.value;

  // The home page says why, and ends the session once it is on screen (as the sidebar's Logout).
  const leave = async () => {
    await navigate(paths.home, leavingToSignOut(roAccount.accountDeleted.text));
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{securityTexts.title}</h1>
          <p className={styles.lead}>{securityTexts.lead}</p>
        </div>
      </div>
      <SecurityView
        email={state.user.email}
        mustEnrol={mustEnrolSecondFactor(state.user)}
        deletable={normaliseRole(state.user.role) !== 'admin'}
        onSecondFactorChanged={() => void refreshProfile().catch(() => undefined)}
        onAccountDeleted={leave}
        confirmedWithGoogle={confirmedWithGoogle}
        onConfirmationHandled={() => setSearch({}, { replace: true })}
      />
    </div>
  );
}
