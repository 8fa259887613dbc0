import { useState } from 'react';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { excerpt } from '@/features/testimonials-admin/utils/testimonial-rules';
import styles from './testimonials-admin.module.css';

/**
 * The first 100 characters, and for a longer text a "Show more" toggle: the admin reads the whole
 * testimonial before approving it, without leaving the table.
 */
export function TestimonialExcerpt({ id, content }: { id: string; content: string }) {
  const [open, setOpen] = useState(false);
  const short = excerpt(content);
  const textId = `testimonial-${id}-text`;
  return (
    <div className={styles.excerpt}>
      <p id={textId} className={styles.content}>
        {open ? content : short}
      </p>
      {short !== content ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? testimonialsTexts.showLess : testimonialsTexts.showMore}
        </button>
      ) : null}
    </div>
  );
}
