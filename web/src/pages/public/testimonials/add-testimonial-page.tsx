import { ArrowRight, ListChecks, MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { testimonialsPageContent } from './testimonials-content';
import styles from './add-testimonial-page.module.css';

const c = testimonialsPageContent.add;

/** /testimonials/add: the testimonial form, and how a testimonial reaches the site (after approval). */
export function AddTestimonialPage() {
  usePageMeta(c.title, c.metaDescription);
  return (
    <div className={styles.page}>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container>
        <div className={styles.layout}>
          <section className={styles.formCard} aria-labelledby="testimonial-form-title">
            <TestimonialForm titleId="testimonial-form-title" />
          </section>

          <aside className={styles.aside} aria-label={c.asideLabel}>
            <section className={styles.card} aria-labelledby="testimonial-steps">
              <h2 id="testimonial-steps" className={styles.cardTitle}>
                <span className={styles.cardIcon} aria-hidden="true">
                  <ListChecks size={20} />
                </span>
                {c.stepsTitle}
              </h2>
              <ol className={styles.steps}>
                {c.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
            <section className={styles.card} aria-labelledby="testimonial-read">
              <h2 id="testimonial-read" className={styles.cardTitle}>
                <span className={styles.cardIcon} aria-hidden="true">
                  <MessageSquareQuote size={20} />
                </span>
                {c.readTitle}
              </h2>
              <Link className={styles.cardLink} to={paths.testimonials}>
                {c.readLink}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </section>
          </aside>
        </div>
      </Container>
    </div>
  );
}
