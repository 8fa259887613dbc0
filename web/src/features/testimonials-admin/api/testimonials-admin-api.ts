/**
 * The testimonials admin over GraphQL (admin only; the gateway's /graphql with the session cookie,
 * the mutations with a CSRF token: app/graphql-provider.tsx). The documents are typed from
 * testimonials-admin.graphql (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen
 * as an ApiError carrying the call's own text ('Failed to approve testimonial (500)' when the server
 * says nothing), which goes to the console; the screen shows its own alert.
 *
 * The table is the Apollo cache's: approve and reject answer the whole testimonial, which replaces
 * the cached one by its id; a deleted one is evicted at once, then the page is read again.
 */
import { useCallback } from 'react';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { TESTIMONIALS_PAGE_SIZE } from '@/features/testimonials-admin/utils/testimonial-rules';
import {
  AdminTestimonialsDocument,
  ApproveTestimonialDocument,
  DeleteTestimonialDocument,
  RejectTestimonialDocument,
  type AdminTestimonialFragment,
} from './__generated__/testimonials-admin';

export type Testimonial = AdminTestimonialFragment;

const f = testimonialsTexts.api;

/**
 * One page of testimonials, newest first. A visit shows the cache at once and reads the page again
 * behind it; while another page loads, the previous one stays in view.
 */
export function useTestimonialsPage(page: number) {
  const list = usePagedQuery(AdminTestimonialsDocument, {
    variables: { page, limit: TESTIMONIALS_PAGE_SIZE },
    select: (data) => data.testimonials,
    fallback: f.fetch,
  });
  return {
    testimonials: list.page?.data,
    totalPages: list.page?.totalPages ?? 0,
    loading: list.pending,
    failure: list.failure,
    reload: list.reload,
  };
}

/** approveTestimonial(id) or rejectTestimonial(id) → the testimonial with its new status. */
export function useSetApproved() {
  const approve = useApiMutation(ApproveTestimonialDocument, f.approve);
  const reject = useApiMutation(RejectTestimonialDocument, f.reject);
  return useCallback(
    async (id: string, approved: boolean): Promise<Testimonial> =>
      approved ? (await approve({ id })).approveTestimonial : (await reject({ id })).rejectTestimonial,
    [approve, reject],
  );
}

/** deleteTestimonial(id); the testimonial then leaves the cache, and with it the table's row. */
export function useDeleteTestimonial() {
  const remove = useApiMutation(DeleteTestimonialDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteTestimonial || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Testimonial', id: variables.id }) });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
