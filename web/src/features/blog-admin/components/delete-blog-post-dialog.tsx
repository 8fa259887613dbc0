import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.confirmDelete;

interface DeleteBlogPostDialogProps {
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before deleteBlogPost; Cancel has the focus, so Enter does not delete. */
export function DeleteBlogPostDialog({ title, deleting, onCancel, onConfirm }: DeleteBlogPostDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Modal
      title={t.title}
      role="alertdialog"
      size="small"
      onClose={onCancel}
      closeLabel={t.close}
      busy={deleting}
      initialFocus={cancel}
      describedBy={bodyId}
    >
      <p id={bodyId} className={styles.confirmText}>
        {t.body}
      </p>
      <p className={styles.confirmPost}>{title}</p>
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
