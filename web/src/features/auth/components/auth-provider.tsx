import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getProfile, logout } from '@/features/auth/api/auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from '@/features/auth/api/auth-context';
import type { User } from '@/features/auth/api/user';

/**
 * Loads the profile once on start. A 401 means anonymous; so does any other failure (no gateway,
 * network error, 5xx): the public site must stay usable and simply offers the login link.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((user) => {
        setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to load user profile', error);
        setState({ status: 'anonymous', user: null });
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((user: User) => setState({ status: 'authenticated', user }), []);
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout failed', error);
    } finally {
      setState({ status: 'anonymous', user: null });
    }
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
