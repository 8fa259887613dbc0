import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { emailPrefix } from '@/lib/user';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './account-entry.module.css';

/** The id of the Dashboard/Logout list, which its trigger controls. */
const ACCOUNT_MENU_ID = 'account-submenu';

/**
 * The header's account entry: login link, 'Loading..', or 'Welcome' + email prefix. Its
 * Dashboard/Logout list is one of the header's submenus: the header's menus open and close it
 * (header-menus.ts), so that only one submenu is open at a time.
 */
export function AccountEntry() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();

  if (state.status === 'loading') {
    return (
      <span className={styles.loading} role="status">
        {ro.account.loading}
      </span>
    );
  }

  if (state.status === 'anonymous') {
    return (
      <Link to={paths.login} className={styles.login}>
        <UserRound aria-hidden="true" size={18} />
        {ro.account.login}
      </Link>
    );
  }

  // Signed out first, then home: on a public page a link to another page loads it, which would
  // cut the logout call short.
  const handleLogout = async () => {
    await signOut();
    await navigate(paths.home);
  };

  return (
    <div className={styles.account} data-account-entry="">
      <button
        type="button"
        className={styles.trigger}
        aria-expanded="false"
        aria-controls={ACCOUNT_MENU_ID}
        data-submenu-toggle=""
      >
        <span className={styles.avatar} aria-hidden="true">
          {emailPrefix(state.user.email).charAt(0).toUpperCase()}
        </span>
        <span>
          {ro.account.welcome} <strong>{emailPrefix(state.user.email)}</strong>
        </span>
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <ul id={ACCOUNT_MENU_ID} className={styles.menu} hidden>
        <li>
          <Link to={paths.dashboard.root} className={styles.item}>
            <LayoutDashboard aria-hidden="true" size={18} />
            {ro.account.dashboard}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void handleLogout()}>
            <LogOut aria-hidden="true" size={18} />
            {ro.account.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
