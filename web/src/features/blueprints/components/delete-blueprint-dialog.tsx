import { ConfirmDeleteDialog, type DeleteAnswerProps } from '@/components/ui/confirm-delete-dialog';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';

const t = blueprintsTexts.confirmDelete;

/** The confirmation before deleteBlueprint, from the list and from the blueprint's page. */
export function DeleteBlueprintDialog({ title, ...answer }: { title: string } & DeleteAnswerProps) {
  return (
    <ConfirmDeleteDialog
      texts={t}
      closeLabel={blueprintsTexts.close}
      question={t.body}
      subject={title}
      {...answer}
    />
  );
}
