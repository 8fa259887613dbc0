import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useListDelete } from '@/components/ui/use-confirmed-delete';
import {
  useDeleteTestimonial,
  useSetApproved,
  useTestimonialsPage,
  type Testimonial,
} from '@/features/testimonials-admin/api/testimonials-admin-api';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { excerpt } from '@/features/testimonials-admin/utils/testimonial-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { TestimonialCards } from './testimonial-cards';
import { TestimonialsTable } from './testimonials-table';
import styles from './testimonials-admin.module.css';

const t = testimonialsTexts;

/**
 * The testimonials admin: 10 per page (the page is in the address), approve, reject, and delete after
 * a confirmation. A row changes as soon as the server answers (the cache holds the table); after a
 * delete the page is read again, so it fills up from the next one. Successes hide after 3 s, the
 * failure alerts stay until dismissed.
 */
export function TestimonialsAdmin() {
  const page = usePageParam();
  const { testimonials, totalPages, loading, failure, reload } = useTestimonialsPage(page);
  const setApproved = useSetApproved();
  const deleteTestimonial = useDeleteTestimonial();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const pastTheEnd = useStayWithinPages(page, testimonials?.length === 0, totalPages);

  const changeApproval = async (testimonial: Testimonial, approved: boolean) => {
    setBusyId(testimonial.id);
    clear();
    try {
      await setApproved(testimonial.id, approved);
      show('success', approved ? t.messages.approved : t.messages.rejected);
    } catch (caught) {
      console.warn(caught);
      show('error', approved ? t.errors.approve : t.errors.reject);
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useListDelete((testimonial: Testimonial) => deleteTestimonial(testimonial.id), {
    status: { show, clear },
    deleted: t.messages.deleted,
    failureText: () => t.errors.delete,
    reload,
  });

  const handlers = {
    onSetApproved: (testimonial: Testimonial, approved: boolean) =>
      void changeApproval(testimonial, approved),
    onDelete: deletion.ask,
  };

  return (
    <>
      {loading ? <ListLoading text={t.loading} /> : null}

      {failure ? (
        <ListFailure message={t.errors.load} retryLabel={t.tryAgain} onRetry={() => void reload()} />
      ) : null}

      {testimonials && testimonials.length === 0 && !pastTheEnd ? (
        <ListEmpty icon={MessageSquareQuote} text={t.empty} hint={t.emptyHint} />
      ) : null}

      {testimonials && testimonials.length > 0 ? (
        <>
          {compact ? (
            <TestimonialCards testimonials={testimonials} busyId={busyId} {...handlers} />
          ) : (
            <TestimonialsTable testimonials={testimonials} busyId={busyId} {...handlers} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {deletion.asking ? (
        <ConfirmDeleteDialog
          texts={t.confirmDelete}
          closeLabel={t.close}
          question={t.confirmDelete.body}
          subject={
            <blockquote className={styles.quote}>
              <p>{excerpt(deletion.asking.entry.content)}</p>
              <footer>{deletion.asking.entry.clientName}</footer>
            </blockquote>
          }
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
