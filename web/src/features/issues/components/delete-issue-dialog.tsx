import { ConfirmDeleteDialog, type DeleteAnswerProps } from '@/components/ui/confirm-delete-dialog';
import { issuesTexts } from '@/features/issues/issues-texts';

const t = issuesTexts.confirmDelete;

/** The confirmation before deleteIssue; the title shows what goes. */
export function DeleteIssueDialog({ title, ...answer }: { title: string } & DeleteAnswerProps) {
  return (
    <ConfirmDeleteDialog
      texts={t}
      closeLabel={issuesTexts.close}
      question={t.body}
      subject={title}
      {...answer}
    />
  );
}
