import { useState } from 'react';
import { avatarSrc, initialOf } from '@/features/testimonials/utils/client-display';
import styles from './testimonial-avatar.module.css';

const SIZE = 48;

/**
 * The client's photo, or the first letter of the name when there is none (or it fails to load).
 * Decorative either way: the name is written next to it.
 */
export function TestimonialAvatar({ name, url }: { name: string; url: string | null }) {
  const src = avatarSrc(url);
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
