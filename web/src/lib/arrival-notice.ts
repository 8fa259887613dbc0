import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface NoticeState {
  notice?: string;
  /** The visitor leaves the signed-in area signed out: the page arrived at ends the session. */
  signOut?: boolean;
}

/**
 * The navigation after a save or a delete: the next screen opens with a success message, in place of
 * the screen that led there (a form just saved, an item just deleted), so that Back goes to where the
 * user was before it, not to a form that would be sent again or to a page that is gone.
 */
export const replaceWithNotice = (notice: string): { state: NoticeState; replace: true } => ({
  state: { notice },
  replace: true,
});

/**
 * The navigation state of leaving the signed-in area to sign out (with a message, if given). The
 * session ends once the next page is on screen (useSignOutOnArrival): ended before, the signed-in
 * area, still on screen while the next page renders, would send the visitor to /login instead.
 */
export const leavingToSignOut = (notice?: string): { state: NoticeState } => ({
  state: notice === undefined ? { signOut: true } : { notice, signOut: true },
});

/**
 * The success message this screen was opened with, once: the state is then dropped from the history
 * entry (with a sign-out asked for, see useArrivalSignOut), so a reload or a return with Back does
 * not announce it again.
 */
export function useArrivalNotice(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (location.state as NoticeState | null)?.notice);
  const [signsOut] = useState(() => (location.state as NoticeState | null)?.signOut === true);
  useEffect(() => {
    if (notice || signsOut) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return notice;
}

/** Whether this screen was opened to end the session (`leavingToSignOut`), as read on arrival. */
export function useArrivalSignOut(): boolean {
  const location = useLocation();
  const [asked] = useState(() => (location.state as NoticeState | null)?.signOut === true);
  return asked;
}
