import { ConfirmDeleteDialog, type DeleteAnswerProps } from '@/components/ui/confirm-delete-dialog';
import { newsTexts } from '@/features/news-admin/news-admin-texts';

const t = newsTexts.confirmDelete;

/** The confirmation before deleteNews, from the list and from the item's page; the title shows what goes. */
export function DeleteNewsDialog({ title, ...answer }: { title: string } & DeleteAnswerProps) {
  return (
    <ConfirmDeleteDialog
      texts={t}
      closeLabel={newsTexts.close}
      question={t.body}
      subject={title}
      {...answer}
    />
  );
}
