import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Marks the history entry that opening the dialog added, so that closing it can step back over it. */
const OPENED_HERE = 'dialogOpenedHere';

/**
 * A dialog whose subject is in the address (`?name=value`): opening it adds a history entry, so the
 * browser's or the phone's Back closes it instead of leaving the page, and the address can be sent
 * or bookmarked to open it again. Closing steps back over the entry it added; a dialog opened by
 * the address itself (a link followed, a reload) closes by taking the parameter out in place.
 */
export function useDialogParam(name: string) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const value = params.get(name);
  const openedHere = (state as Record<string, unknown> | null)?.[OPENED_HERE] === true;

  const open = useCallback(
    (next: string) => {
      const query = new URLSearchParams(params);
      query.set(name, next);
      void navigate({ search: `?${query.toString()}` }, { state: { [OPENED_HERE]: true } });
    },
    [name, navigate, params],
  );

  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const query = new URLSearchParams(params);
    query.delete(name);
    setParams(query, { replace: true });
  }, [name, navigate, openedHere, params, setParams]);

  return { value, open, close };
}
