import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getApprovedTestimonials, type TestimonialPage } from './testimonials-api';

export interface ApprovedTestimonials {
  /** True from a change of page (or a retry) until its answer arrives. */
  loading: boolean;
  /** The last call failed: its page is not shown. */
  failed: boolean;
  /** The page asked for once it has arrived; while the next one loads, the previous one. */
  data: TestimonialPage | null;
  retry: () => void;
}

/**
 * One page of the approved testimonials. A new page aborts the call in flight; the previous page
 * stays on screen while the next one loads, so the list does not collapse and jump under the pager.
 */
export function useApprovedTestimonials(page: number): ApprovedTestimonials {
  const [attempt, setAttempt] = useState(0);
  const request = `${page}#${attempt}`;
  const [settled, setSettled] = useState<{ for: string; data: TestimonialPage | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getApprovedTestimonials(page, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ for: request, data });
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        const error = cause instanceof ApiError ? cause : new ApiError(String(cause), 0);
        console.error(error.errorId ? `${error.message} (${error.errorId})` : error.message);
        setSettled({ for: request, data: null });
      },
    );
    return () => controller.abort();
  }, [page, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = settled?.for !== request;
  return { loading, failed: !loading && settled.data === null, data: settled?.data ?? null, retry };
}
