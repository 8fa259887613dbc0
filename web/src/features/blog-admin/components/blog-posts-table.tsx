import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { formatDate, formatDateTime } from '@/features/blog-admin/utils/blog-dates';
import { BlogPostActions } from './blog-post-actions';
import { FeaturedBadge, ScheduledBadge, TagChips } from './blog-post-badges';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.list;

export interface BlogPostsViewProps {
  posts: BlogPost[];
  onDelete: (post: BlogPost) => void;
}

/** A scheduled post says so, with the moment it goes out. */
export function ScheduledNote({ post }: { post: BlogPost }) {
  if (!post.scheduled) return null;
  return (
    <span className={styles.scheduled}>
      <ScheduledBadge />
      <span className={styles.scheduledDate}>{t.scheduledFor(formatDateTime(post.publishedDate))}</span>
    </span>
  );
}

/** The posts as a table (wide screens): one row per post, its title as the row header. */
export function BlogPostsTable({ posts, onDelete }: BlogPostsViewProps) {
  const c = t.columns;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.title}</th>
            <th scope="col">{c.created}</th>
            <th scope="col">{c.featured}</th>
            <th scope="col">{c.tags}</th>
            <th scope="col" className={styles.actionsHead}>
              {c.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                <span className={styles.postTitle}>{post.title}</span>
                <ScheduledNote post={post} />
              </th>
              <td className={styles.dateCell}>{formatDate(post.createdAt)}</td>
              <td>
                {post.featured ? (
                  <FeaturedBadge label={t.featuredYes} />
                ) : (
                  <span className={styles.muted}>{t.featuredNo}</span>
                )}
              </td>
              <td className={styles.tagsCell}>
                <TagChips tags={post.tags} />
              </td>
              <td>
                <BlogPostActions post={post} layout="table" onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
