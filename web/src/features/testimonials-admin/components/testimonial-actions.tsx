import { CircleCheck, CircleSlash, Trash2 } from 'lucide-react';
import type { Testimonial } from '@/features/testimonials-admin/api/testimonials-admin-api';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import styles from './testimonials-admin.module.css';

const t = testimonialsTexts;

export interface TestimonialActionHandlers {
  onSetApproved: (testimonial: Testimonial, approved: boolean) => void;
  onDelete: (testimonial: Testimonial) => void;
}

interface TestimonialActionsProps extends TestimonialActionHandlers {
  testimonial: Testimonial;
  /** Its approval change is in flight. */
  busy: boolean;
}

/**
 * Approve (a pending testimonial) or Reject (an approved one, back to pending), and Delete. The
 * accessible names say whose testimonial; the screen shows the verb.
 */
export function TestimonialActions({ testimonial, busy, onSetApproved, onDelete }: TestimonialActionsProps) {
  const client = testimonial.clientName;
  const approved = testimonial.isApproved;
  const Icon = approved ? CircleSlash : CircleCheck;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        data-intent={approved ? 'warn' : 'ok'}
        aria-label={approved ? t.action.reject(client) : t.action.approve(client)}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onSetApproved(testimonial, !approved)}
      >
        <Icon aria-hidden="true" size={16} />
        <span>{approved ? t.actionShort.reject : t.actionShort.approve}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        data-intent="danger"
        aria-label={t.action.delete(client)}
        onClick={() => onDelete(testimonial)}
      >
        <Trash2 aria-hidden="true" size={16} />
        <span>{t.actionShort.delete}</span>
      </button>
    </div>
  );
}
