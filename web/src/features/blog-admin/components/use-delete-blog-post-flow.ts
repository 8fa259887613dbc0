import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { useDeleteBlogPost, type BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { failureText } from '@/features/blog-admin/utils/blog-errors';

/**
 * Delete after a confirmation, for the list and the detail: `ask` opens the question, `confirm`
 * deletes; a failure closes the question and comes back as the screen's error text.
 */
export function useDeleteBlogPostFlow({
  onDeleted,
  onFailed,
}: {
  onDeleted: (post: BlogPost) => void;
  onFailed: (text: string) => void;
}) {
  const deletePost = useDeleteBlogPost();
  return useConfirmedDelete((post: BlogPost) => deletePost(post.id), {
    onDeleted,
    onFailed: (caught) => onFailed(failureText(caught, blogAdminTexts.api.delete)),
  });
}
