import { House, LifeBuoy, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { normaliseRole } from '@/lib/user';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './dashboard-pages.module.css';

const t = en.home;

/**
 * /dashboard: welcome with first name, user details and the role badge (Administrator or Installer;
 * none for customers), quick actions. The recent issues and installations widgets are not built yet.
 */
export function DashboardHomePage() {
  const { state } = useAuth();
  useDocumentTitle(en.sidebar.dashboard);
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  const role = normaliseRole(user.role);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.welcome(user.firstName || user.email)}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        {role !== 'user' ? (
          <span className={styles.badge} data-role={role}>
            {en.roles[role]}
          </span>
        ) : null}
      </div>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="details-title">
          <h2 id="details-title">{t.detailsTitle}</h2>
          <dl className={styles.details}>
            <dt>{t.name}</dt>
            <dd>{`${user.firstName} ${user.lastName}`.trim() || '—'}</dd>
            <dt>{t.email}</dt>
            <dd>{user.email}</dd>
            <dt>{t.role}</dt>
            <dd>{en.roles[role]}</dd>
            <dt>{t.signIn}</dt>
            <dd>{user.authProvider || t.emailProvider}</dd>
            <dt>{t.status}</dt>
            <dd>{user.active ? t.active : t.inactive}</dd>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="actions-title">
          <h2 id="actions-title">{t.quickActions}</h2>
          <ul className={styles.actions}>
            <li>
              <Link to={`${paths.dashboard.issues}/new`}>
                <Plus aria-hidden="true" size={18} />
                {t.reportIssue}
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard.installations}>
                <House aria-hidden="true" size={18} />
                {t.viewInstallations}
              </Link>
            </li>
            <li>
              <Link to={paths.dashboard.issues}>
                <LifeBuoy aria-hidden="true" size={18} />
                {t.viewIssues}
              </Link>
            </li>
          </ul>
          <p className={styles.muted}>{t.widgetsPending}</p>
        </section>
      </div>
    </div>
  );
}
