import { MessageSquarePlus } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { testimonialTexts as t } from '../testimonial-texts';
import { useFeaturedTestimonials } from '../use-featured-testimonials';
import { TestimonialCarousel } from './testimonial-carousel';
import styles from './testimonial-section.module.css';

/**
 * The home page's 'Ce spun clienții' section: the 6 best rated approved testimonials in a carousel,
 * then the invitation to leave one. While they load (and in the pre-rendered HTML) a loading line
 * holds the carousel's place; the section disappears on a failure or when there is none.
 */
export function TestimonialSection({ className }: { className?: string }) {
  const state = useFeaturedTestimonials();
  const headingId = useId();
  if (state.status === 'hidden') return null;
  const loading = state.status === 'loading';
  return (
    <section
      className={[className, loading ? styles.loadingSection : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <Container>
        <SectionHeading id={headingId} title={t.title} center />
        {loading ? (
          <p role="status" className={styles.loading}>
            <Spinner />
            {t.loading}
          </p>
        ) : (
          <TestimonialCarousel testimonials={state.testimonials} />
        )}
        <div className={styles.cta}>
          <p lang="en" className={styles.question}>
            {t.shareQuestion}
          </p>
          <ButtonLink to={paths.addTestimonial} variant="primary">
            <MessageSquarePlus aria-hidden="true" size={18} />
            {t.addReview}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
