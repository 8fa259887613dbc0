import { ArrowRight, CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { blogPreviewTexts as t } from '../blog-preview-texts';
import type { PreviewPost } from '../use-blog-preview';
import styles from './blog-preview-card.module.css';

export const blogPostPath = (id: string): string => `${paths.blog}/${encodeURIComponent(id)}`;

/** One post of the home preview; its 'Citește mai mult' link covers the whole card. */
export function BlogPreviewCard({ post }: { post: PreviewPost }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {post.title}
      </h3>
      <p className={styles.date}>
        <CalendarDays aria-hidden="true" size={16} />
        <time dateTime={post.createdAt}>{post.date}</time>
      </p>
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t.tags}>
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.excerpt}>{post.excerpt}</p>
      {/* Named after its post, as every card has the same link text; the name starts with the visible text. */}
      <Link to={blogPostPath(post.id)} className={styles.more} aria-label={`${t.readMore}: ${post.title}`}>
        {t.readMore}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </article>
  );
}
