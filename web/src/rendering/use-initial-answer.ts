import { useMemo } from 'react';
import { peekInitialAnswer } from './initial-content';

/**
 * For a screen's first render: the server's answer for `request`, checked by `read` (the same reader
 * the screen's call uses), to show at once while the call itself picks the answer up.
 */
export function useInitialAnswer<T>(
  request: string,
  read: (body: unknown) => T | null | undefined,
): T | undefined {
  // Read once per request, whatever `read` is (often a new function each render): the call takes
  // the answer away right after this render, and reading again would find it gone.
  return useMemo(
    () => {
      const written = peekInitialAnswer(request);
      return written === undefined ? undefined : (read(written) ?? undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [request],
  );
}
