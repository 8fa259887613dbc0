import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import styles from './news-admin.module.css';

const t = newsTexts.confirmDelete;

interface DeleteNewsDialogProps {
  /** The item's title, shown under the question so the admin sees which one goes. */
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before deleteNews; Cancel has the focus, so Enter does not delete. */
export function DeleteNewsDialog({ title, deleting, onCancel, onConfirm }: DeleteNewsDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Modal
      title={t.title}
      role="alertdialog"
      size="small"
      onClose={onCancel}
      closeLabel={newsTexts.close}
      busy={deleting}
      initialFocus={cancel}
      describedBy={bodyId}
    >
      <p id={bodyId}>{t.body}</p>
      <p className={styles.confirmSubject}>{title}</p>
      <div className={styles.dialogActions}>
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={deleting}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          <Trash2 aria-hidden="true" size={17} />
          {deleting ? t.deleting : t.confirm}
        </Button>
      </div>
    </Modal>
  );
}
