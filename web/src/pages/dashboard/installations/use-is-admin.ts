import { useAuth } from '@/features/auth/api/auth-context';
import { isAdmin } from '@/lib/user';

/** Installations are managed (created, edited, deleted, their hardware listed) by admins alone. */
export function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === 'authenticated' && isAdmin(state.user);
}
