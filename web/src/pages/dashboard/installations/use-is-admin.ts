import { useAuth } from '@/features/auth/api/auth-context';
import { isAdmin, isStaff, type User } from '@/lib/user';

/** Whether someone is signed in and passes `check`. */
function useSignedInUserIs(check: (user: User) => boolean): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && check(state.user);
}

/** Installations are managed (created, edited, deleted, their hardware listed) by admins alone. */
export const useIsAdmin = (): boolean => useSignedInUserIs(isAdmin);

/** Staff (installer or admin) see every installation; a customer sees their own. */
export const useIsStaff = (): boolean => useSignedInUserIs(isStaff);
