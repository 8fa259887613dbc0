import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface NoticeState {
  notice?: string;
}

/** The navigation state that carries a success message to the next screen (after a save or delete). */
export const withNotice = (notice: string): { state: NoticeState } => ({ state: { notice } });

/**
 * The success message this screen was opened with, once: the state is then dropped from the history
 * entry, so a reload or a return with Back does not announce it again.
 */
export function useArrivalNotice(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (location.state as NoticeState | null)?.notice);
  useEffect(() => {
    if (notice) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return notice;
}
