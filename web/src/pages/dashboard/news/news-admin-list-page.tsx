import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { NewsAdminList } from '@/features/news-admin/components/news-admin-list';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice } from '@/lib/arrival-notice';

/** /dashboard/news, admin only (the route's role guard sends everyone else to /dashboard). */
export function NewsAdminListPage() {
  useDocumentTitle(en.titles.news);
  const notice = useArrivalNotice();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.news}</h1>
          <p className={styles.lead}>{newsTexts.lead}</p>
        </div>
        <ButtonLink to={`${paths.dashboard.news}/new`} variant="primary">
          <Plus aria-hidden="true" size={18} />
          {newsTexts.create}
        </ButtonLink>
      </div>
      <NewsAdminList notice={notice} />
    </div>
  );
}
