import { Quote } from 'lucide-react';
import type { Testimonial } from '@/features/testimonials/api/testimonials-api';
import { formatDay } from '@/lib/format-ro';
import { roleLine } from '@/lib/role-line';
import { StarRating } from './star-rating';
import { TestimonialAvatar } from './testimonial-avatar';
import styles from './testimonial-card.module.css';

/** One approved testimonial: stars, the words, then who wrote them and when. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { client_name: name, position, company, content, rating, avatar_url, created_at } = testimonial;
  const role = roleLine(position, company);
  return (
    <figure className={styles.card}>
      <div className={styles.top}>
        <StarRating rating={rating} />
        <Quote aria-hidden="true" size={28} className={styles.mark} />
      </div>
      <blockquote className={styles.content}>
        <p>{content}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <TestimonialAvatar name={name} url={avatar_url} />
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          {role ? <p className={styles.role}>{role}</p> : null}
          <time className={styles.date} dateTime={created_at}>
            {formatDay(created_at)}
          </time>
        </div>
      </figcaption>
    </figure>
  );
}
