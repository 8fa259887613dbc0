import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/api/auth-context';
import { normaliseRole, type UserRole } from '@/lib/user';
import { paths } from '@/lib/paths';
import styles from './require-auth.module.css';

interface RequireAuthProps {
  children: ReactNode;
  /** Shown while the profile loads (the dashboard's own wording). */
  loadingText: string;
}

/** Signed-in area guard: an unauthenticated visitor is sent to /login, with the way back. */
export function RequireAuth({ children, loadingText }: RequireAuthProps) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {loadingText}
      </div>
    );
  }
  if (state.status === 'anonymous') {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <>{children}</>;
}

/** Screens reserved to some roles (the users admin: admin only) send everyone else to /dashboard. */
export function RequireRole({ roles, children }: { roles: readonly UserRole[]; children: ReactNode }) {
  const { state } = useAuth();
  if (state.status !== 'authenticated' || !roles.includes(normaliseRole(state.user.role))) {
    return <Navigate to={paths.dashboard.root} replace />;
  }
  return <>{children}</>;
}
