import { createContext, useContext } from 'react';
import type { RegisterInput, RegisterResult } from '@/features/auth/api/auth-api';
import type { User } from '@/lib/user';

/** Authentication state: unknown (loading) at start, then anonymous or authenticated. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: User };

export interface AuthContextValue {
  state: AuthState;
  /**
   * The last failure of the auth state, for whoever wants to show it: the server's message, else the
   * context-level text ('Failed to load user profile', 'Failed to login', 'Failed to
   * register'). A 401 on the profile is not an error. Screens show their own Romanian fallbacks.
   */
  error: string | null;
  /** POST /auth/login; sets the user. Rejects with the call's ApiError (server message or 'Login failed'). */
  login: (email: string, password: string) => Promise<User>;
  /**
   * POST /auth/login/second-factor, after a login that threw SecondFactorRequired; sets the user.
   * Rejects with the call's ApiError (isChallengeGone tells when only a new password sign-in helps).
   */
  completeSecondFactor: (challenge: string, code: string) => Promise<User>;
  /** POST /auth/register; sets the user when the new account may sign in now (see RegisterResult). */
  register: (input: RegisterInput) => Promise<RegisterResult>;
  /** GET /auth/profile again (after the identity provider's redirect); sets or clears the user. */
  refreshProfile: () => Promise<User | null>;
  /** Calls POST /auth/logout, then clears the user (even when the call fails: the visitor asked to leave). */
  signOut: () => Promise<void>;
  clearError: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
