import { AdminCard, AdminCards } from '@/components/ui/admin-table';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { formatLongDate } from '@/lib/format-en';
import { RatingStars } from './rating-stars';
import { TestimonialActions } from './testimonial-actions';
import { TestimonialExcerpt } from './testimonial-excerpt';
import { ApprovalBadge, ClientName, type TestimonialsViewProps } from './testimonials-table';
import styles from './testimonials-admin.module.css';

/** The same testimonials as cards (narrow screens), with the same labelled actions. */
export function TestimonialCards({ testimonials, busyId, ...handlers }: TestimonialsViewProps) {
  return (
    <AdminCards label={testimonialsTexts.caption}>
      {testimonials.map((testimonial) => (
        <AdminCard key={testimonial.id} data-pending={!testimonial.isApproved || undefined}>
          <div className={styles.cardHead}>
            <ClientName testimonial={testimonial} />
            <ApprovalBadge approved={testimonial.isApproved} />
          </div>
          <div className={styles.cardMeta}>
            <RatingStars rating={testimonial.rating} />
            <span>{formatLongDate(testimonial.createdAt)}</span>
          </div>
          <TestimonialExcerpt id={testimonial.id} content={testimonial.content} />
          <TestimonialActions
            testimonial={testimonial}
            busy={busyId === testimonial.id}
            layout="card"
            {...handlers}
          />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
