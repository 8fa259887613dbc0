import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import { newsListPath } from '@/features/news/news-paths';
import styles from './news-tags.module.css';

interface NewsTagsProps {
  tags: readonly string[];
  /** Names the list for screen readers. */
  label: string;
  /** Each tag links to the list filtered by it (on the article); plain labels on a card. */
  linked?: boolean;
}

/** An item's tags as small chips. */
export function NewsTags({ tags, label, linked = false }: NewsTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link to={newsListPath({ tag })} className={`${styles.tag} ${styles.link}`}>
              <Tag aria-hidden="true" size={14} />
              {tag}
            </Link>
          ) : (
            <span className={styles.tag}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
