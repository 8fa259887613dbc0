import { Mail, PenLine } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { ApprovedTestimonials } from '@/features/testimonials/components/approved-testimonials';
import { pageFromQuery } from '@/lib/page-items';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { testimonialsPageContent } from './testimonials-content';
import styles from './testimonials-page.module.css';

const c = testimonialsPageContent.list;

/** /testimonials (?page=N): the approved testimonials, 6 a page, and the way to add one. */
export function TestimonialsPage() {
  usePageMeta(c.title, c.metaDescription);
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  // An old link past the last page: the address is corrected in place, not added to the history.
  const toLastPage = useCallback(
    (last: number) => setParams(last > 1 ? { page: String(last) } : {}, { replace: true }),
    [setParams],
  );

  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <div className={styles.heroActions}>
          <ButtonLink to={paths.addTestimonial} variant="primary">
            <PenLine aria-hidden="true" size={18} />
            {c.add}
          </ButtonLink>
        </div>
      </PageHero>
      <Container>
        <ApprovedTestimonials page={page} onPageOutOfRange={toLastPage} />
        <CtaBand id="testimonials-cta" title={c.ctaTitle} text={c.ctaText}>
          <ButtonLink to={paths.addTestimonial} variant="accent">
            <PenLine aria-hidden="true" size={18} />
            {c.add}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="ghostOnDark">
            <Mail aria-hidden="true" size={18} />
            {c.ctaContact}
          </ButtonLink>
        </CtaBand>
      </Container>
    </>
  );
}
