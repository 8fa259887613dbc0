import { createContext, useContext } from 'react';
import type { User } from '@/features/auth/api/user';

/** Authentication state of public-site.md section 4: unknown (loading) at start, then anonymous or authenticated. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: User };

export interface AuthContextValue {
  state: AuthState;
  /** Login and register set the user. */
  signIn: (user: User) => void;
  /** Calls POST /auth/logout, then clears the user (even when the call fails: the visitor asked to leave). */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
