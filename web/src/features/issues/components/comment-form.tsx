import { Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { useAddIssueComment } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { COMMENT_MAX, validateComment } from '@/features/issues/utils/issue-rules';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './comments.module.css';

const FIELD_ID = 'issue-comment';

/** A reply to the thread; blank is refused here, as the server refuses it. */
export function CommentForm({ issueId, onAdded }: { issueId: string; onAdded: () => void }) {
  const addComment = useAddIssueComment();
  const { values, set, error, errors, saving, submit, dismissError } = useRequiredFieldsForm({
    initial: () => ({ content: '' }),
    fieldIds: { content: FIELD_ID },
    guardUnsaved: true,
    validate: ({ content }) => ({ fields: { content: validateComment(content) ?? undefined } }),
    save: async ({ content }) => {
      await addComment(issueId, content.trim());
      onAdded();
    },
    failureMessage: (caught) => serverMessageOr(caught, t.api.comment),
    resetAfterSave: true,
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={saving || undefined}>
      {error ? (
        <Alert tone="error" onDismiss={dismissError} dismissLabel={t.dismiss}>
          {error}
        </Alert>
      ) : null}
      <TextAreaField
        id={FIELD_ID}
        label={t.comments.label}
        placeholder={t.comments.placeholder}
        value={values.content}
        rows={3}
        maxLength={COMMENT_MAX}
        error={errors.content}
        onChange={(event) => set({ content: event.target.value })}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={saving}>
          <Send aria-hidden="true" size={17} />
          {saving ? t.comments.sending : t.comments.submit}
        </Button>
      </div>
    </form>
  );
}
