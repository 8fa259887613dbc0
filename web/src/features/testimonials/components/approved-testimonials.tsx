import { AlertTriangle, MessageSquareQuote, PenLine, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { PagePagination } from '@/components/ui/page-pagination';
import { Spinner } from '@/components/ui/spinner';
import { useApprovedTestimonials } from '@/features/testimonials/api/use-approved-testimonials';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';
import { paths } from '@/lib/paths';
import { TestimonialCard } from './testimonial-card';
import styles from './approved-testimonials.module.css';

const t = testimonialTexts.list;
const TITLE_ID = 'testimonials-list-title';
const pagerLabels = {
  nav: testimonialTexts.pagination.label,
  previous: testimonialTexts.pagination.previous,
  previousLabel: testimonialTexts.pagination.previousLabel,
  next: testimonialTexts.pagination.next,
  nextLabel: testimonialTexts.pagination.nextLabel,
  page: testimonialTexts.pagination.page,
};

/** The address of a page of this list: page 1 is the list's own address, without a query. */
const pageLink = (page: number) => ({ search: page === 1 ? '' : `?page=${page}` });

interface ApprovedTestimonialsProps {
  /** The page of the list to show, from 1. */
  page: number;
  /** The list has fewer pages than `page` (an old link): the caller shows `lastPage` instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/** The approved testimonials, a page at a time, with their loading, error and empty states. */
export function ApprovedTestimonials({ page, onPageOutOfRange }: ApprovedTestimonialsProps) {
  const { loading, failed, data, retry } = useApprovedTestimonials(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const totalPages = data?.totalPages ?? 0;
  const outOfRange = !loading && totalPages >= 1 && page > totalPages;

  useEffect(() => {
    if (outOfRange) onPageOutOfRange(totalPages);
  }, [outOfRange, totalPages, onPageOutOfRange]);

  // The pager is at the bottom: after a change of page, the reader starts again at the list's top.
  const toListTop = () => requestAnimationFrame(() => heading.current?.focus());

  return (
    <section className={styles.section} aria-labelledby={TITLE_ID}>
      <div className={styles.header}>
        <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className={styles.title}>
          {t.title}
        </h2>
        {data && totalPages > 1 && !failed ? (
          <p className={styles.position}>{testimonialTexts.pagination.position(page, totalPages)}</p>
        ) : null}
      </div>
      {failed ? (
        <ErrorState onRetry={retry} />
      ) : !data ? (
        <LoadingState />
      ) : data.testimonials.length === 0 ? (
        outOfRange ? (
          <LoadingState />
        ) : (
          <EmptyState />
        )
      ) : (
        <>
          <ul className={styles.grid} aria-busy={loading || undefined} data-loading={loading || undefined}>
            {data.testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <PagePagination
            page={page}
            totalPages={totalPages}
            labels={pagerLabels}
            hrefOf={pageLink}
            onNavigate={toListTop}
            className={styles.pager}
          />
        </>
      )}
    </section>
  );
}

function LoadingState() {
  return (
    <div className={styles.state}>
      <p className={styles.loading} role="status">
        <Spinner size={20} />
        {t.loading}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`${styles.panel} ${styles.error}`} role="alert">
      <AlertTriangle aria-hidden="true" size={32} className={styles.panelIcon} />
      <p>{t.error}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" size={18} />
        {t.retry}
      </Button>
    </div>
  );
}

function EmptyState() {
  return (
    <div className={styles.panel}>
      <MessageSquareQuote aria-hidden="true" size={36} className={styles.panelIcon} />
      <h3 className={styles.panelTitle}>{t.emptyTitle}</h3>
      <p>{t.emptyText}</p>
      <ButtonLink to={paths.addTestimonial} variant="primary">
        <PenLine aria-hidden="true" size={18} />
        {t.emptyCta}
      </ButtonLink>
    </div>
  );
}
