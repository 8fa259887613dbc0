import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { emailPrefix } from '@/lib/user';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './account-entry.module.css';

interface AccountEntryProps {
  /** Whether the Dashboard/Logout submenu is open; the header owns it so only one submenu is open at a time. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** The id of the Dashboard/Logout list: the header returns the focus to its trigger on Escape. */
export const ACCOUNT_MENU_ID = 'account-submenu';

/** The header's account entry: login link, 'Loading..', or 'Welcome' + email prefix. */
export function AccountEntry({ expanded, onExpandedChange }: AccountEntryProps) {
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

  const handleLogout = async () => {
    onExpandedChange(false);
    await navigate(paths.home);
    await signOut();
  };

  return (
    <div className={styles.account} data-account-entry="">
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={expanded}
        aria-controls={ACCOUNT_MENU_ID}
        onClick={() => onExpandedChange(!expanded)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {emailPrefix(state.user.email).charAt(0).toUpperCase()}
        </span>
        <span>
          {ro.account.welcome} <strong>{emailPrefix(state.user.email)}</strong>
        </span>
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <ul id={ACCOUNT_MENU_ID} className={styles.menu} hidden={!expanded}>
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
