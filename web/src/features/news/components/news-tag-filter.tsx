import type { NewsTag } from '@/features/news/api/news-api';
import { newsTexts } from '@/features/news/news-texts';
import styles from './news-tag-filter.module.css';

interface NewsTagFilterProps {
  tags: readonly NewsTag[];
  /** The chosen tag; null shows every item. */
  active: string | null;
  onSelect: (tag: string | null) => void;
}

const t = newsTexts.filter;

/**
 * Toggle buttons, one per tag (most used first) and 'Toate' to clear: the chosen one is pressed,
 * pressing it again clears it too. A tag chosen through the address stays offered even when the
 * tags could not be read, so the filter can always be cleared.
 */
export function NewsTagFilter({ tags, active, onSelect }: NewsTagFilterProps) {
  const shown: readonly NewsTag[] =
    active && !tags.some((tag) => tag.name === active) ? [{ name: active, count: 0 }, ...tags] : tags;
  if (shown.length === 0) return null;
  return (
    <div className={styles.filter} role="group" aria-label={t.label}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={active === null}
        onClick={() => onSelect(null)}
      >
        {t.all}
      </button>
      {shown.map((tag) => (
        <button
          key={tag.name}
          type="button"
          className={styles.chip}
          aria-pressed={tag.name === active}
          onClick={() => onSelect(tag.name === active ? null : tag.name)}
        >
          {tag.name}
          {/* The count is a visual hint; the button is named by its tag alone. */}
          {tag.count > 0 ? (
            <span className={styles.count} aria-hidden="true">
              {tag.count}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
