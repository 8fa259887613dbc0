import { useAuth } from '@/features/auth/api/auth-context';
import { UsersAdmin } from '@/features/users/components/users-admin';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

const t = en.users;

/** /dashboard/users, admin only (the route's role guard sends everyone else to /dashboard). */
export function UsersPage() {
  const { state, refreshProfile } = useAuth();
  useDocumentTitle(t.title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </div>
      <UsersAdmin
        currentUserId={state.user?.id ?? null}
        onSelfUpdated={() => void refreshProfile().catch(() => undefined)}
      />
    </div>
  );
}
