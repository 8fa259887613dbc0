import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { Testimonial } from '@/features/testimonials-admin/api/testimonials-admin-api';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { excerpt } from '@/features/testimonials-admin/utils/testimonial-rules';
import styles from './testimonials-admin.module.css';

const t = testimonialsTexts.confirmDelete;

interface DeleteTestimonialDialogProps {
  testimonial: Testimonial;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before deleteTestimonial; Cancel has the focus, so Enter does not delete. */
export function DeleteTestimonialDialog({
  testimonial,
  deleting,
  onCancel,
  onConfirm,
}: DeleteTestimonialDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Modal
      title={t.title}
      role="alertdialog"
      size="small"
      onClose={onCancel}
      closeLabel={testimonialsTexts.close}
      busy={deleting}
      initialFocus={cancel}
      describedBy={bodyId}
    >
      <p id={bodyId}>{t.body}</p>
      <blockquote className={styles.quote}>
        <p>{excerpt(testimonial.content)}</p>
        <footer>{testimonial.clientName}</footer>
      </blockquote>
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
