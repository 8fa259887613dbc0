import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  completeSecondFactorLogin,
  getProfile,
  login as loginCall,
  logout,
  register as registerCall,
  SecondFactorRequired,
  type RegisterInput,
} from '@/features/auth/api/auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from '@/features/auth/api/auth-context';
import { clearSessionHint, hasSessionHint } from '@/features/auth/api/session-hint';
import { isAbortError } from '@/lib/api-client';
import { ro } from '@/lib/texts/ro';
import { isRenderedInBrowser } from '@/lib/use-hydrated';
import type { User } from '@/lib/user';
import { serverMessageOr } from '@/lib/failure-text';

const contextText = ro.errors.context;

/**
 * The state the first render starts from. The server writes the public pages as an anonymous
 * visitor sees them, and a page React hydrates must start from what the server wrote: anonymous,
 * then loading once the hint says there is a session to ask about. A page the browser renders
 * afresh knows the hint at once: loading with it, anonymous without.
 */
function initialState(): AuthState {
  const known = isRenderedInBrowser() && hasSessionHint();
  return known ? { status: 'loading', user: null } : { status: 'anonymous', user: null };
}

/**
 * Holds the authentication state. The profile is asked for only when the signed-in hint cookie
 * says a session exists (see session-hint.ts); without it the visitor is anonymous, with no
 * request. A 401 means anonymous too, and drops the stale hint; so does any other failure (no
 * gateway, network error, 5xx) mean anonymous, with 'Failed to load user profile' kept as the error
 * and the hint kept (the session may well be fine): the public site must stay usable and simply
 * offers the login link.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const [error, setError] = useState<string | null>(null);
  // Bumped by login, register and logout: a profile answer that was asked for before one of them is
  // stale (e.g. a slow 401 must not sign out a visitor who has just logged in).
  const generation = useRef(0);

  const loadProfile = useCallback(async (signal?: AbortSignal): Promise<User | null> => {
    const asked = generation.current;
    try {
      const user = await getProfile(signal);
      if (generation.current === asked) {
        // Not for a stale answer: a login since has set a hint that is true.
        if (!user) clearSessionHint();
        setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
        setError(null);
      }
      return user;
    } catch (caught) {
      if (!isAbortError(caught) && generation.current === asked) {
        console.warn(contextText.profile, caught);
        setState((current) => (current.status === 'loading' ? { status: 'anonymous', user: null } : current));
        setError(serverMessageOr(caught, contextText.profile));
      }
      throw caught;
    }
  }, []);

  useEffect(() => {
    if (!hasSessionHint()) return undefined;
    // Hydrated as anonymous: the profile is now being asked for.
    setState((current) => (current.status === 'anonymous' ? { status: 'loading', user: null } : current));
    const controller = new AbortController();
    loadProfile(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [loadProfile]);

  // Both steps of a sign-in end alike: the user is set, and a profile answer asked for before is stale.
  const signIn = useCallback(async (call: () => Promise<User>) => {
    try {
      const user = await call();
      generation.current += 1;
      setState({ status: 'authenticated', user });
      setError(null);
      return user;
    } catch (caught) {
      // A request for the second factor is the sign-in going on, not a failure.
      if (!(caught instanceof SecondFactorRequired)) setError(serverMessageOr(caught, contextText.login));
      throw caught;
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) => signIn(() => loginCall(email, password)),
    [signIn],
  );

  const completeSecondFactor = useCallback(
    (challenge: string, code: string) => signIn(() => completeSecondFactorLogin(challenge, code)),
    [signIn],
  );

  const register = useCallback(async (input: RegisterInput) => {
    try {
      const result = await registerCall(input);
      // An account awaiting activation has no session yet: it stays anonymous and the message is shown.
      if (result.user && result.shouldRedirect) {
        generation.current += 1;
        setState({ status: 'authenticated', user: result.user });
      }
      setError(null);
      return result;
    } catch (caught) {
      setError(serverMessageOr(caught, contextText.register));
      throw caught;
    }
  }, []);

  const signOut = useCallback(async () => {
    generation.current += 1;
    try {
      await logout();
    } catch (caught) {
      console.warn(ro.errors.logout, caught);
    } finally {
      clearSessionHint();
      setState({ status: 'anonymous', user: null });
    }
  }, []);

  const refreshProfile = useCallback(() => loadProfile(), [loadProfile]);
  const clearError = useCallback(() => setError(null), []);

  const value = useMemo<AuthContextValue>(
    () => ({ state, error, login, completeSecondFactor, register, refreshProfile, signOut, clearError }),
    [state, error, login, completeSecondFactor, register, refreshProfile, signOut, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
