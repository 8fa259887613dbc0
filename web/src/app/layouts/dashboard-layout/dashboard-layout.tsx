import { ArrowLeft, HouseWifi, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { GraphQLProvider } from '@/app/graphql-provider';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { useAuth } from '@/features/auth/api/auth-context';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useUnreadMessageCount } from '@/features/messages/api/messages-api';
import { mustEnrolSecondFactor, normaliseRole, type User } from '@/lib/user';
import { MOBILE_NAV_MEDIA_QUERY } from '@/lib/business';
import { leavingToSignOut } from '@/lib/arrival-notice';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { FOCUSABLE, keepTabInside } from '@/lib/focus-trap';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useDocumentLanguage } from '@/lib/use-document-language';
import { useMediaQuery } from '@/lib/use-media-query';
import { sidebarItems } from './sidebar-items';
import { SignedOutNotice } from './signed-out-notice';
import styles from './dashboard-layout.module.css';
import { EmailText } from '@/components/ui/email-text';

/**
 * The signed-in area's shell: sidebar, top bar and the content outlet, behind the auth guard. The
 * GraphQL client is provided here, not at the app root, so the public site never loads Apollo.
 */
export function DashboardLayout() {
  useDocumentLanguage('en');
  return (
    <GraphQLProvider>
      <RequireAuth loadingText={en.loading}>
        <UnsavedChangesGuard texts={en.unsavedChanges}>
          <DashboardShell />
        </UnsavedChangesGuard>
      </RequireAuth>
    </GraphQLProvider>
  );
}

function DashboardShell() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useMediaQuery(MOBILE_NAV_MEDIA_QUERY);
  // Opened on one navigation, closed by the next one (same rule as the public menu).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const drawer = useDrawerFocus(isMobile && open, () => setOpenedAt(null));
  const signedInRole = state.status === 'authenticated' ? normaliseRole(state.user.role) : null;
  const unreadMessages = useUnreadMessageCount(
    signedInRole === 'admin' && !mustEnrolSecondFactor(state.user),
  );

  if (state.status !== 'authenticated' || !signedInRole) return null;
  const user = state.user;
  const role = signedInRole;
  // An account that must set up its authenticator app first is refused everything else by the
  // server: the security screen, which says why, stands in for pages that could only fail.
  const enrolFirst = mustEnrolSecondFactor(user) && location.pathname !== paths.dashboard.security;

  // The home page ends the session once it is on screen: ended while this area is still on screen
  // (the home page rendering), the guard would send the visitor to /login instead.
  const handleLogout = async () => {
    await navigate(paths.home, leavingToSignOut());
  };

  return (
    <div className={styles.shell}>
      <a href="#dashboard-content" className={styles.skipLink}>
        {en.a11y.skipToContent}
      </a>
      <aside
        id="dashboard-sidebar"
        ref={drawer.sidebar}
        className={styles.sidebar}
        data-open={open}
        onKeyDown={drawer.onKeyDown}
      >
        <Link to={paths.dashboard.root} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <HouseWifi size={20} />
          </span>
          <span>
            {en.brand}
            <span className={styles.brandArea}>{en.area}</span>
          </span>
        </Link>
        <nav aria-label={en.a11y.sidebar} className={styles.nav}>
          <ul>
            {sidebarItems(role, { unreadMessages }).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={styles.navLink}>
                  <item.icon aria-hidden="true" size={19} />
                  {item.label}
                  {item.badge ? (
                    // Read out with the label as 'Messages 3 unread'; the word is for screen readers only.
                    <>
                      {' '}
                      <span className={styles.navBadge}>
                        {item.badge.text} <span className="visually-hidden">{item.badge.spokenAfter}</span>
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sidebarFooter}>
          <Link to={paths.home} className={styles.navLink}>
            <ArrowLeft aria-hidden="true" size={19} />
            {en.sidebar.backToWebsite}
          </Link>
          <button type="button" className={styles.navLink} onClick={() => void handleLogout()}>
            <LogOut aria-hidden="true" size={19} />
            {en.sidebar.logout}
          </button>
          <p className={styles.roleBadge} data-role={role}>
            {en.roles[role]}
          </p>
        </div>
      </aside>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpenedAt(null)} /> : null}

      <div className={styles.main}>
        <header className={styles.topbar}>
          <button
            ref={drawer.menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="dashboard-sidebar"
            aria-label={open ? en.a11y.closeSidebar : en.a11y.openSidebar}
            onClick={() => setOpenedAt(open ? null : location.key)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <p className={styles.topTitle}>{en.area}</p>
          <UserChip user={user} />
        </header>
        <main id="dashboard-content" tabIndex={-1} className={styles.content}>
          <SignedOutNotice />
          {enrolFirst ? <Navigate to={paths.dashboard.security} replace /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}

/**
 * The sidebar as a drawer over the page (narrow screens), which behaves as a modal dialog does: on
 * opening the focus moves to its first link and Tab stays inside it; Escape closes it. However it
 * closes (Escape, the backdrop, a link followed), a focus left in it goes back to the menu button,
 * instead of being lost with the hidden drawer. The page behind does not scroll.
 */
function useDrawerFocus(open: boolean, close: () => void) {
  const sidebar = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const drawer = sidebar.current;
    const button = menuButton.current;
    drawer?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      // Hidden now: a focus left inside it would be lost to the page's start.
      const active = document.activeElement;
      if (drawer?.contains(active) || active === document.body) button?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (sidebar.current) keepTabInside(event, sidebar.current);
  };

  return { sidebar, menuButton, onKeyDown };
}

function UserChip({ user }: { user: User }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initial = (user.firstName || user.email).charAt(0).toUpperCase();
  return (
    <div className={styles.userChip}>
      <span className={styles.userText}>
        <span className={styles.userName}>{name}</span>
        <span className={styles.userEmail}>
          <EmailText email={user.email} />
        </span>
      </span>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
    </div>
  );
}
