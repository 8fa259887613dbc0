import { Trash2, type LucideIcon } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-delete-dialog.module.css';

export interface ConfirmDeleteTexts {
  title: string;
  cancel: string;
  confirm: string;
  /** The confirm button's words while the delete is in flight. */
  deleting: string;
}

/** What a screen's own delete dialog passes through: the delete's state and its two answers. */
export interface DeleteAnswerProps {
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

interface ConfirmDeleteDialogProps extends DeleteAnswerProps {
  texts: ConfirmDeleteTexts;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The question; it also describes the dialog for screen readers. */
  question: ReactNode;
  /** What goes (a title, a quote), shown under the question; a `<p>` wraps a plain text. */
  subject?: ReactNode;
  /** The confirm button's icon, for an action that destroys something other than a record (a secret). */
  confirmIcon?: LucideIcon;
}

/**
 * The question before a dashboard delete. Cancel has the focus, so Enter does not delete; while the
 * delete is in flight nothing can be pressed and the dialog cannot be dismissed.
 */
export function ConfirmDeleteDialog({
  texts,
  closeLabel,
  question,
  subject,
  confirmIcon: ConfirmIcon = Trash2,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  return (
    <Modal
      title={texts.title}
      role="alertdialog"
      size="small"
      onClose={onCancel}
      closeLabel={closeLabel}
      busy={deleting}
      initialFocus={cancel}
      describedBy={questionId}
    >
      <p id={questionId} className={styles.question}>
        {question}
      </p>
      {typeof subject === 'string' ? (
        <p className={styles.subject}>{subject}</p>
      ) : subject ? (
        <div className={styles.subject}>{subject}</div>
      ) : null}
      <div className={styles.actions}>
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={deleting}>
          {texts.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          <ConfirmIcon aria-hidden="true" size={17} />
          {deleting ? texts.deleting : texts.confirm}
        </Button>
      </div>
    </Modal>
  );
}
