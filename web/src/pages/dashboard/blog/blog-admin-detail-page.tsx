import { useNavigate, useParams } from 'react-router';
import { BlogPostScreen } from '@/features/blog-admin/components/blog-post-screen';
import type { BlogListState } from '@/features/blog-admin/utils/blog-admin-paths';
import { paths } from '@/lib/paths';
import styles from '../dashboard-pages.module.css';

/** /dashboard/blog/:id (admin only); a deleted post returns to the list, which says so. */
export function BlogAdminDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <BlogPostScreen
        key={id}
        id={id}
        onDeleted={(post) =>
          void navigate(paths.dashboard.blog, {
            // In place of the deleted post's page, which Back would otherwise open.
            replace: true,
            state: { deleted: post.title } satisfies BlogListState,
          })
        }
      />
    </div>
  );
}
