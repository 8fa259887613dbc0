import { ConfirmDeleteDialog, type DeleteAnswerProps } from '@/components/ui/confirm-delete-dialog';
import { installationsTexts } from '@/features/installations/installations-texts';

const t = installationsTexts.confirmDelete;

/** The confirmation before deleteInstallation, which takes its hardware, issues and comments along. */
export function DeleteInstallationDialog({ name, ...answer }: { name: string } & DeleteAnswerProps) {
  return (
    <ConfirmDeleteDialog
      texts={t}
      closeLabel={installationsTexts.close}
      question={t.body}
      subject={name}
      {...answer}
    />
  );
}
