import { Star } from 'lucide-react';
import { testimonialTexts as t } from '@/features/testimonials/testimonial-texts';
import { starsOf } from '@/lib/stars';
import styles from './star-rating.module.css';

const SCALE = [1, 2, 3, 4, 5] as const;

/** A testimonial's rating as five stars; read out as one image, '4 din 5 stele'. */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const stars = starsOf(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t.card.stars(stars, SCALE.length)}>
      {SCALE.map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= stars ? styles.on : styles.off}
          fill={n <= stars ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
