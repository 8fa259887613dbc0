import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { en } from '@/lib/texts/en';
import { displayName, type User } from '@/lib/user';
import styles from './users.module.css';

const t = en.users.confirmDelete;

interface DeleteUserDialogProps {
  user: User;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before DELETE /users/{id}; Cancel has the focus, so Enter does not delete. */
export function DeleteUserDialog({ user, deleting, onCancel, onConfirm }: DeleteUserDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Modal
      title={t.title}
      role="alertdialog"
      size="small"
      onClose={onCancel}
      closeLabel={en.users.close}
      busy={deleting}
      initialFocus={cancel}
      describedBy={bodyId}
    >
      <p id={bodyId} className={styles.confirmText}>
        {t.body(displayName(user), user.email)}
      </p>
      <div className={styles.formActions}>
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
