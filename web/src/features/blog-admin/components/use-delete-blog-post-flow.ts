import { useState } from 'react';
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
  const [asking, setAsking] = useState<{ post: BlogPost; busy: boolean } | null>(null);

  const confirm = async () => {
    if (!asking || asking.busy) return;
    const { post } = asking;
    setAsking({ post, busy: true });
    try {
      await deletePost(post.id);
      setAsking(null);
      onDeleted(post);
    } catch (caught) {
      console.warn(caught);
      setAsking(null);
      onFailed(failureText(caught, blogAdminTexts.api.delete));
    }
  };

  return {
    asking,
    ask: (post: BlogPost) => setAsking({ post, busy: false }),
    cancel: () => setAsking(null),
    confirm: () => void confirm(),
  };
}
