import { useAuth } from '@/features/auth/api/auth-context';
import { isAdmin, isStaff } from '@/lib/user';

/** Installations are managed (created, edited, deleted, their hardware listed) by admins alone. */
export function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && isAdmin(state.user);
}

/** Staff (installer or admin) see every installation; a customer sees their own. */
export function useIsStaff(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && isStaff(state.user);
}
