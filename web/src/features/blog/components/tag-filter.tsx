import { Tag } from 'lucide-react';
import type { TagCount } from '../api/blog-api';
import { blogTexts } from '../blog-texts';
import { TagCountBadge } from './tag-links';
import styles from './tag-filter.module.css';

interface TagFilterProps {
  /** The top tags with their counts; none when they could not be loaded (the filter is then hidden). */
  tags: readonly TagCount[];
  /** The tag the list is filtered by, if any. */
  active: string | null;
  onChange: (tag: string | null) => void;
}

/**
 * The top tags as toggle buttons (pressed = the list shows only that tag) and one to show every post.
 * A tag filtered by that is not among the top ones (a post's tag followed from its page) is shown too,
 * so the filter in use is always visible and can be undone.
 */
export function TagFilter({ tags, active, onChange }: TagFilterProps) {
  if (tags.length === 0) return null;
  const shown: { name: string; count?: number }[] =
    active && !tags.some((tag) => tag.name === active) ? [{ name: active }, ...tags] : [...tags];
  return (
    <section className={styles.filter} aria-labelledby="blog-tags-title">
      <div className={styles.heading}>
        <h2 id="blog-tags-title" className={styles.title}>
          {blogTexts.topTagsTitle}
        </h2>
        <p className={styles.hint}>{blogTexts.tagFilterHint}</p>
      </div>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={active === null}
            onClick={() => onChange(null)}
          >
            {blogTexts.allPosts}
          </button>
        </li>
        {shown.map((tag) => (
          <li key={tag.name}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={active === tag.name}
              aria-label={blogTexts.tagWithCount(tag.name, tag.count)}
              onClick={() => onChange(active === tag.name ? null : tag.name)}
            >
              <Tag aria-hidden="true" size={14} />
              {tag.name}
              {tag.count === undefined ? null : (
                <>
                  {' '}
                  <TagCountBadge count={tag.count} />
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
