import { Quote, Star } from 'lucide-react';
import { useState } from 'react';
import { roleLine } from '@/lib/role-line';
import type { Testimonial } from '../api/featured-testimonials';
import { testimonialTexts as t } from '../testimonial-texts';
import styles from './testimonial-card.module.css';

/** One testimonial: stars, the client's words, then who said them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const role = roleLine(testimonial.position, testimonial.company);
  return (
    <figure className={styles.card}>
      <div className={styles.top}>
        <StarRating rating={testimonial.rating} />
        <Quote className={styles.mark} aria-hidden="true" size={40} />
      </div>
      <blockquote className={styles.quote}>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Avatar name={testimonial.clientName} url={testimonial.avatarUrl} />
        <span className={styles.who}>
          <span className={styles.name}>{testimonial.clientName}</span>
          {role ? <span className={styles.role}>{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars}>
      <span className="visually-hidden">{t.rating(rating)}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          size={20}
          className={star <= rating ? styles.filled : styles.empty}
        />
      ))}
    </p>
  );
}

/** The client's picture, or the first letter of the name when there is none or it does not load. */
function Avatar({ name, url }: { name: string; url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    // The name is written next to it: the picture adds nothing a screen reader should say.
    return (
      <img
        className={styles.avatar}
        src={url}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {Array.from(name)[0]?.toLocaleUpperCase('ro-RO')}
    </span>
  );
}
