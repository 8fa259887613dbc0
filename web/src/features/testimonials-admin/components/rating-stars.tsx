import { Star } from 'lucide-react';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { starsOf } from '@/lib/stars';
import styles from './testimonials-admin.module.css';

/** Five stars, the first `rating` filled; read out as '4 out of 5 stars'. */
export function RatingStars({ rating }: { rating: number }) {
  const stars = starsOf(rating);
  return (
    <span className={styles.stars} role="img" aria-label={testimonialsTexts.rating(stars)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" size={15} data-filled={n <= stars || undefined} />
      ))}
    </span>
  );
}
