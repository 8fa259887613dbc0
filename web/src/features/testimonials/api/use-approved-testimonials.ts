import { pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { useInitialAnswer } from '@/rendering/use-initial-answer';
import { useRemoteData } from '@/lib/use-remote-data';
import { getApprovedTestimonials, toTestimonialPage, type TestimonialPage } from './testimonials-api';

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
  const written = useInitialAnswer(pageRequests.approvedTestimonials(page), toTestimonialPage);
  const { remote, retry, stale } = useRemoteData(
    String(page),
    (signal) => getApprovedTestimonials(page, signal),
    written,
  );
  const loading = remote.status === 'loading';
  const data = remote.status === 'ready' ? remote.data : loading ? (stale ?? null) : null;
  return { loading, failed: remote.status === 'error', data, retry };
}
