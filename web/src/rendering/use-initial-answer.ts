import type { AnswerRequest } from '@smarthome/service-kit/contracts/page-data';
import { useMemo } from 'react';
import { peekInitialAnswer } from './initial-content';

const asWritten = <T>(answer: T) => answer;

/**
 * For a screen's first render: the server's answer for `request` (typed by the request), as `read`
 * makes it the screen's own (as written when the screen shows the facade's answer as it is), to
 * show at once while the call itself picks the answer up.
 */
export function useInitialAnswer<T>(request: AnswerRequest<T>): T | undefined;
export function useInitialAnswer<T, R>(
  request: AnswerRequest<T>,
  read: (answer: T) => R | null | undefined,
): R | undefined;
export function useInitialAnswer<T, R>(
  request: AnswerRequest<T>,
  read: (answer: T) => R | null | undefined = asWritten as (answer: T) => R,
): R | undefined {
  // Read once per request, whatever `read` is (often a new function each render): the call takes
  // the answer away right after this render, and reading again would find it gone.
  return useMemo(
    () => {
      const written = peekInitialAnswer(request);
      return written === undefined ? undefined : (read(written) ?? undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [request.path],
  );
}
