import { CalendarDays, Clock } from 'lucide-react';
import { formatDay } from '@/lib/format-ro';
import type { BlogPost } from '../api/blog-api';
import { blogTexts } from '../blog-texts';
import styles from './post-meta.module.css';

/** The day a post shows: its publication date, else its creation. */
export const postDate = (post: Pick<BlogPost, 'published_date' | 'created_at'>): string =>
  post.published_date ?? post.created_at;

/** When a post appeared ("14 martie 2025", Romanian long format) and how long it takes to read. */
export function PostMeta({ post, className }: { post: BlogPost; className?: string }) {
  const day = postDate(post);
  return (
    <p className={[styles.meta, className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.item}>
        <CalendarDays aria-hidden="true" size={16} />
        <time dateTime={day}>{formatDay(day)}</time>
      </span>
      <span className={styles.item}>
        <Clock aria-hidden="true" size={16} />
        {blogTexts.readingTime(post.reading_time)}
      </span>
    </p>
  );
}
