import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import type { TagCount } from '../api/blog-api';
import { blogListPath } from '../blog-paths';
import { blogTexts } from '../blog-texts';
import styles from './tag-links.module.css';

interface TagLinksProps {
  tags: readonly string[];
  /** The counts of the top tags: a tag among them shows how many posts carry it. */
  counts?: readonly TagCount[];
  /** Names the list for screen readers. */
  label?: string;
  size?: 'small' | 'default';
}

/** A post's tags as links to the list of that tag (/blog?tag=…), each with its count when known. */
export function TagLinks({
  tags,
  counts = [],
  label = blogTexts.tagsLabel,
  size = 'default',
}: TagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.list} ${styles[size]}`} aria-label={label}>
      {tags.map((tag) => {
        const count = counts.find((entry) => entry.name === tag)?.count;
        return (
          <li key={tag}>
            <Link
              to={blogListPath({ tag })}
              className={styles.tag}
              aria-label={blogTexts.tagWithCount(tag, count)}
            >
              <Tag aria-hidden="true" size={size === 'small' ? 12 : 14} />
              {tag}
              {count === undefined ? null : (
                <>
                  {' '}
                  <TagCountBadge count={count} />
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The number of posts after a tag's name (a space apart, so the visible text is part of the name the
 * tag is read by: blogTexts.tagWithCount).
 */
export function TagCountBadge({ count }: { count: number }) {
  return (
    <span className={styles.count} aria-hidden="true">
      {count}
    </span>
  );
}
