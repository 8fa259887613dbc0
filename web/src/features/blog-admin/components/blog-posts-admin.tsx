import { FileText } from 'lucide-react';
import { useEffect } from 'react';
import { DashboardPagination } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useBlogPostsPage } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { BlogPostCards } from './blog-post-cards';
import { BlogPostsTable } from './blog-posts-table';
import { DeleteBlogPostDialog } from './delete-blog-post-dialog';
import { useDeleteBlogPostFlow } from './use-delete-blog-post-flow';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.list;
const pagerLabels = { ...blogAdminTexts.pagination, nav: blogAdminTexts.pagination.label };

interface BlogPostsAdminProps {
  page: number;
  /** Another page of the list (after a delete emptied the last one, or the address asked past the end). */
  onPageChange: (page: number) => void;
  /** A post deleted on its own page just before the list was opened. */
  deletedTitle?: string;
}

/**
 * The admin list: 10 posts a page, scheduled ones included and marked; View, Edit and Delete
 * after a confirmation. Every change drops the cached pages, so the page shown is read again.
 */
export function BlogPostsAdmin({ page, onPageChange, deletedTitle }: BlogPostsAdminProps) {
  const { posts, totalPages, stale, loading, failure, reload } = useBlogPostsPage(page);
  const cards = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const deletion = useDeleteBlogPostFlow({
    onDeleted: () => show('success', t.deleted),
    onFailed: (text) => show('error', text),
  });

  useEffect(() => {
    if (deletedTitle) show('success', t.deleted);
  }, [deletedTitle, show]);

  useFailureLog(failure);

  // A page past the end (its last post deleted, or an old address) shows the last page instead.
  useEffect(() => {
    if (!stale && posts && page > 1 && page > totalPages) onPageChange(Math.max(1, totalPages));
  }, [stale, posts, page, totalPages, onPageChange]);

  return (
    <>
      {loading ? <ListLoading text={t.loading} /> : null}

      {failure ? <ListFailure message={failure.message} retryLabel={t.tryAgain} onRetry={reload} /> : null}

      {posts && posts.length === 0 && page === 1 ? <ListEmpty icon={FileText} text={t.empty} /> : null}

      {posts && posts.length > 0 ? (
        <div className={styles.listArea} aria-busy={stale || undefined}>
          {cards ? (
            <BlogPostCards posts={posts} onDelete={deletion.ask} />
          ) : (
            <BlogPostsTable posts={posts} onDelete={deletion.ask} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={pagerLabels} />
        </div>
      ) : null}

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {deletion.asking ? (
        <DeleteBlogPostDialog
          title={deletion.asking.entry.title}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
