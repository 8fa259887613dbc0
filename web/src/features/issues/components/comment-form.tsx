import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { useAddIssueComment } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { COMMENT_MAX, messageOf, validateComment } from '@/features/issues/utils/issue-rules';
import styles from './comments.module.css';

const FIELD_ID = 'issue-comment';

/** A reply to the thread; blank is refused here, as the server refuses it. */
export function CommentForm({ issueId, onAdded }: { issueId: string; onAdded: () => void }) {
  const addComment = useAddIssueComment();
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateComment(content);
    setInvalid(problem);
    setError(null);
    if (problem) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setSending(true);
    try {
      await addComment(issueId, content.trim());
      setContent('');
      onAdded();
    } catch (caught) {
      console.warn(caught);
      setError(messageOf(caught, t.api.comment));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={sending || undefined}
    >
      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={t.dismiss}>
          {error}
        </Alert>
      ) : null}
      <TextAreaField
        id={FIELD_ID}
        label={t.comments.label}
        placeholder={t.comments.placeholder}
        value={content}
        rows={3}
        maxLength={COMMENT_MAX}
        error={invalid}
        onChange={(event) => {
          setContent(event.target.value);
          setInvalid(null);
        }}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={sending}>
          <Send aria-hidden="true" size={17} />
          {sending ? t.comments.sending : t.comments.submit}
        </Button>
      </div>
    </form>
  );
}
