import { CircleCheck, CircleSlash, Trash2 } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { Testimonial } from '@/features/testimonials-admin/api/testimonials-admin-api';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';

const t = testimonialsTexts;

export interface TestimonialActionHandlers {
  onSetApproved: (testimonial: Testimonial, approved: boolean) => void;
  onDelete: (testimonial: Testimonial) => void;
}

interface TestimonialActionsProps extends TestimonialActionHandlers {
  testimonial: Testimonial;
  /** Its approval change is in flight. */
  busy: boolean;
  layout: 'row' | 'card';
}

/**
 * Approve (a pending testimonial) or Reject (an approved one, back to pending), and Delete. The
 * accessible names say whose testimonial; the screen shows the verb.
 */
export function TestimonialActions({
  testimonial,
  busy,
  layout,
  onSetApproved,
  onDelete,
}: TestimonialActionsProps) {
  const client = testimonial.clientName;
  const approved = testimonial.isApproved;
  return (
    <AdminActions layout={layout}>
      <AdminAction
        icon={approved ? CircleSlash : CircleCheck}
        intent={approved ? 'warn' : 'ok'}
        label={approved ? t.action.reject(client) : t.action.approve(client)}
        text={approved ? t.actionShort.reject : t.actionShort.approve}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onSetApproved(testimonial, !approved)}
      />
      <AdminAction
        icon={Trash2}
        intent="danger"
        label={t.action.delete(client)}
        text={t.actionShort.delete}
        onClick={() => onDelete(testimonial)}
      />
    </AdminActions>
  );
}
