import { CalendarClock, Star } from 'lucide-react';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import styles from './blog-admin.module.css';

const t = blogAdminTexts;

/** 'Featured' on the post's page; the list's Featured column says 'Yes'. */
export function FeaturedBadge({ label = t.detail.featured }: { label?: string }) {
  return (
    <span className={styles.badge} data-tone="featured">
      <Star aria-hidden="true" size={13} />
      {label}
    </span>
  );
}

export function ScheduledBadge() {
  return (
    <span className={styles.badge} data-tone="scheduled">
      <CalendarClock aria-hidden="true" size={13} />
      {t.detail.scheduled}
    </span>
  );
}

/** The post's tags as small chips; a muted note when it has none. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span className={styles.muted}>{t.list.noTags}</span>;
  return (
    <ul className={styles.chips}>
      {tags.map((tag) => (
        <li key={tag} className={styles.chip}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
