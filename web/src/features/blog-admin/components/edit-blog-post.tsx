import { ListLoading } from '@/components/ui/list-states';
import { useBlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { isNotFound } from '@/lib/api-client';
import { formValuesOf } from '@/features/blog-admin/utils/blog-post-form';
import { useFailureLog } from '@/lib/use-failure-log';
import { BlogPostForm } from './blog-post-form';
import { FailureState } from './post-states';

/** The form on a stored post, read fresh from the server ('Loading...' until then). */
export function EditBlogPost({ id }: { id: string }) {
  const { post, loading, failure, reload } = useBlogPost(id, {
    fresh: true,
    fallback: blogAdminTexts.api.load,
  });

  useFailureLog(failure);

  if (loading) return <ListLoading text={blogAdminTexts.form.loading} />;
  if (failure || !post) {
    return (
      <FailureState text={isNotFound(failure) ? blogAdminTexts.detail.notFound : (failure?.message ?? '')} />
    );
  }
  return <BlogPostForm key={post.id} initial={formValuesOf(post)} editing={post} onConflict={reload} />;
}
