import { TestimonialsAdmin } from '@/features/testimonials-admin/components/testimonials-admin';
import { testimonialsTexts } from '@/features/testimonials-admin/testimonials-admin-texts';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

/** /dashboard/testimonials, admin only (the route's role guard sends everyone else to /dashboard). */
export function TestimonialsAdminPage() {
  useDocumentTitle(en.titles.testimonials);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.testimonials}</h1>
          <p className={styles.lead}>{testimonialsTexts.lead}</p>
        </div>
      </div>
      <TestimonialsAdmin />
    </div>
  );
}
