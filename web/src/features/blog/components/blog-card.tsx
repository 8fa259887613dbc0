import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '../api/blog-api';
import { blogPostPath } from '../blog-paths';
import { blogTexts } from '../blog-texts';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';
import styles from './blog-card.module.css';

/** The width and height of a post's picture as the site crops it (link-preview size, 1200×630). */
export const POST_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A post in the list: its picture (a neutral panel when it has none), title linking to the post (the
 * link covers the card), date, reading time, excerpt and tags (each a link of its own).
 */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.image_url ? (
          <img src={post.image_url} alt="" {...POST_IMAGE_SIZE} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <BookOpen size={36} strokeWidth={1.5} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={blogPostPath(post)} className={styles.stretched}>
            {post.title}
          </Link>
        </h3>
        <PostMeta post={post} />
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.footer}>
          <TagLinks tags={post.tags} size="small" />
          <span className={styles.more} aria-hidden="true">
            {blogTexts.readMore}
            <ArrowRight size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.bar} />
        <span className={`${styles.bar} ${styles.short}`} />
        <span className={`${styles.bar} ${styles.thin}`} />
        <span className={`${styles.bar} ${styles.thin}`} />
      </div>
    </div>
  );
}
