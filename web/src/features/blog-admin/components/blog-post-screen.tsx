import { ListLoading } from '@/components/ui/list-states';
import { useBlogPost, type BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { isNotFound } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFailureLog } from '@/lib/use-failure-log';
import { BlogPostDetail } from './blog-post-detail';
import { FailureState } from './post-states';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.detail;

interface BlogPostScreenProps {
  id: string;
  onDeleted: (post: BlogPost) => void;
}

/** The detail screen: 'Loading...', then the post, or why it cannot be shown ('Blog post not found'). */
export function BlogPostScreen({ id, onDeleted }: BlogPostScreenProps) {
  const { post, loading, failure } = useBlogPost(id);
  useDocumentTitle(post?.title ?? t.title);

  useFailureLog(failure);

  if (post) return <BlogPostDetail post={post} onDeleted={onDeleted} />;
  return (
    <div className={styles.detail}>
      <h1 className={styles.detailTitle}>{t.title}</h1>
      {loading || !failure ? (
        <ListLoading text={t.loading} />
      ) : (
        <FailureState text={isNotFound(failure) ? t.notFound : failure.message} />
      )}
    </div>
  );
}
