import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { formatLongDate } from '@/lib/format-en';
import { BlogPostActions } from './blog-post-actions';
import { FeaturedBadge, TagChips } from './blog-post-badges';
import { ScheduledNote, type BlogPostsViewProps } from './blog-posts-table';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.list;

/** The same posts as cards (narrow screens), each with labelled actions. */
export function BlogPostCards({ posts, onDelete }: BlogPostsViewProps) {
  return (
    <AdminCards label={t.caption}>
      {posts.map((post) => (
        <AdminCard key={post.id}>
          <div className={styles.cardHead}>
            <p className={styles.postTitle}>{post.title}</p>
            <ScheduledNote post={post} />
          </div>
          <CardFacts>
            <div>
              <dt>{t.columns.created}</dt>
              <dd>{formatLongDate(post.createdAt)}</dd>
            </div>
            <div>
              <dt>{t.columns.featured}</dt>
              <dd>{post.featured ? <FeaturedBadge label={t.featuredYes} /> : t.featuredNo}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{t.columns.tags}</dt>
              <dd>
                <TagChips tags={post.tags} />
              </dd>
            </div>
          </CardFacts>
          <BlogPostActions post={post} layout="card" onDelete={onDelete} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
