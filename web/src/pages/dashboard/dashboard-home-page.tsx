import {
  BookOpen,
  ClipboardList,
  Coins,
  House,
  KeyRound,
  LifeBuoy,
  MessageSquareQuote,
  Newspaper,
  Plus,
  ShieldCheck,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { RecentInstallationsWidget } from '@/features/installations/components/recent-installations-widget';
import { RecentIssuesWidget } from '@/features/issues/components/recent-issues-widget';
import { normaliseRole, type UserRole } from '@/lib/user';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './dashboard-pages.module.css';

const t = en.home;
const d = paths.dashboard;

interface QuickAction {
  to: string;
  icon: LucideIcon;
  label: string;
}

/**
 * Everyone reports and follows; staff also reach the blueprints, an admin creates installations;
 * everyone manages their API tokens.
 */
function quickActions(role: UserRole): QuickAction[] {
  const actions: QuickAction[] = [
    { to: `${d.issues}/new`, icon: Plus, label: t.reportIssue },
    { to: d.installations, icon: House, label: t.viewInstallations },
    { to: d.issues, icon: LifeBuoy, label: t.viewIssues },
  ];
  if (role === 'admin') actions.push({ to: `${d.installations}/new`, icon: Plus, label: t.newInstallation });
  if (role !== 'user') actions.push({ to: d.blueprints, icon: ClipboardList, label: t.viewBlueprints });
  // Not in the sidebar, whose items are fixed per role: every role reaches its tokens from here.
  actions.push({ to: d.apiTokens, icon: KeyRound, label: t.apiTokens });
  return actions;
}

/** The screens a role's box points to: the admin's own screens, the installer's library. */
const roleLinks: Record<UserRole, QuickAction[]> = {
  user: [],
  installer: [{ to: d.blueprints, icon: ClipboardList, label: en.sidebar.blueprints }],
  admin: [
    { to: d.users, icon: UsersRound, label: en.sidebar.users },
    { to: d.tokens, icon: Coins, label: en.sidebar.tokens },
    { to: d.news, icon: Newspaper, label: en.sidebar.news },
    { to: d.blog, icon: BookOpen, label: en.sidebar.blog },
    { to: d.testimonials, icon: MessageSquareQuote, label: en.sidebar.testimonials },
  ],
};
const roleIcons: Record<UserRole, LucideIcon> = { user: LifeBuoy, installer: Wrench, admin: ShieldCheck };

/**
 * /dashboard: welcome with the first name, the role badge (Administrator or Installer; none for
 * customers), the 3 newest issues and the 3 newest installations, the account's details, quick
 * actions and what the role is for.
 */
export function DashboardHomePage() {
  const { state } = useAuth();
  useDocumentTitle(en.sidebar.dashboard);
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  const role = normaliseRole(user.role);
  const box = t.roleBoxes[role];
  const RoleIcon = roleIcons[role];
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

      <div className={styles.widgets}>
        <RecentIssuesWidget />
        <RecentInstallationsWidget />
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
            {quickActions(role).map((action) => (
              <li key={action.to}>
                <Link to={action.to}>
                  <action.icon aria-hidden="true" size={18} />
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={styles.roleBox} data-role={role} aria-labelledby="role-box-title">
        <RoleIcon aria-hidden="true" size={26} className={styles.roleIcon} />
        <div className={styles.roleText}>
          <h2 id="role-box-title">{box.title}</h2>
          <p>{box.body}</p>
          {roleLinks[role].length > 0 ? (
            <ul className={styles.roleLinks}>
              {roleLinks[role].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    <link.icon aria-hidden="true" size={16} />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </div>
  );
}
