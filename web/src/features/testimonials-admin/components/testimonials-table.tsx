import { AdminTable, DateCell } from '@/components/ui/admin-table';
import type { Testimonial } from '@/features/testimonials-admin/api/testimonials-admin-api';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { formatLongDate } from '@/lib/format-en';
import { roleLine } from '@/lib/role-line';
import { RatingStars } from './rating-stars';
import { TestimonialActions, type TestimonialActionHandlers } from './testimonial-actions';
import { TestimonialExcerpt } from './testimonial-excerpt';
import styles from './testimonials-admin.module.css';

const t = testimonialsTexts;

export interface TestimonialsViewProps extends TestimonialActionHandlers {
  testimonials: Testimonial[];
  busyId: string | null;
}

export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <span className={styles.status} data-approved={approved}>
      {approved ? t.status.approved : t.status.pending}
    </span>
  );
}

export function ClientName({ testimonial }: { testimonial: Testimonial }) {
  const role = roleLine(testimonial.position, testimonial.company);
  return (
    <span className={styles.client}>
      <span className={styles.clientName}>{testimonial.clientName}</span>
      {role ? <span className={styles.clientRole}>{role}</span> : null}
    </span>
  );
}

/** The testimonials as a table (wide screens); the client is the row header. */
export function TestimonialsTable({ testimonials, busyId, ...handlers }: TestimonialsViewProps) {
  const c = t.columns;
  return (
    <AdminTable
      caption={t.caption}
      columns={[c.client, c.rating, c.content, c.status, c.date]}
      actionsLabel={c.actions}
    >
      {testimonials.map((testimonial) => (
        <tr key={testimonial.id} data-pending={!testimonial.isApproved || undefined}>
          <th scope="row">
            <ClientName testimonial={testimonial} />
          </th>
          <td>
            <RatingStars rating={testimonial.rating} />
          </td>
          <td className={styles.contentCell}>
            <TestimonialExcerpt id={testimonial.id} content={testimonial.content} />
          </td>
          <td>
            <ApprovalBadge approved={testimonial.isApproved} />
          </td>
          <DateCell>{formatLongDate(testimonial.createdAt)}</DateCell>
          <td>
            <TestimonialActions
              testimonial={testimonial}
              busy={busyId === testimonial.id}
              layout="row"
              {...handlers}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
