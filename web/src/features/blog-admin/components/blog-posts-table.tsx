import { AdminTable, DateCell } from '@/components/ui/admin-table';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { formatLongDate, formatLongDateTime } from '@/lib/format-en';
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
      <span className={styles.scheduledDate}>{t.scheduledFor(formatLongDateTime(post.publishedDate))}</span>
    </span>
  );
}

/** The posts as a table (wide screens): one row per post, its title as the row header. */
export function BlogPostsTable({ posts, onDelete }: BlogPostsViewProps) {
  const c = t.columns;
  return (
    <AdminTable
      caption={t.caption}
      columns={[c.title, c.created, c.featured, c.tags]}
      actionsLabel={c.actions}
    >
      {posts.map((post) => (
        <tr key={post.id}>
          <th scope="row" className={styles.titleCell}>
            <span className={styles.postTitle}>{post.title}</span>
            <ScheduledNote post={post} />
          </th>
          <DateCell>{formatLongDate(post.createdAt)}</DateCell>
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
    </AdminTable>
  );
}
