import { ArrowLeft, Construction } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './dashboard-pages.module.css';

/** Placeholder for a dashboard screen that is not built yet. */
export function DashboardInPreparationPage({ title }: { title: string }) {
  const t = en.inPreparation;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      <section className={`${styles.card} ${styles.placeholder}`} aria-label={t.badge}>
        <Construction aria-hidden="true" size={28} />
        <div>
          <p className={styles.placeholderBadge}>{t.badge}</p>
          <p>{t.body}</p>
        </div>
        <Link to={paths.dashboard.root} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={16} />
          {t.back}
        </Link>
      </section>
    </div>
  );
}
