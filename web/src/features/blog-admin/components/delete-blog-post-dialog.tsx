import { ConfirmDeleteDialog, type DeleteAnswerProps } from '@/components/ui/confirm-delete-dialog';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';

const t = blogAdminTexts.confirmDelete;

/** The question before deleteBlogPost, from the list and from the post's page; the title shows what goes. */
export function DeleteBlogPostDialog({ title, ...answer }: { title: string } & DeleteAnswerProps) {
  return <ConfirmDeleteDialog texts={t} closeLabel={t.close} question={t.body} subject={title} {...answer} />;
}
