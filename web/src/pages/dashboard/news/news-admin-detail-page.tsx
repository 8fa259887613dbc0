import { useNavigate, useParams } from 'react-router';
import { NewsDetail } from '@/features/news-admin/components/news-detail';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

/** /dashboard/news/:id (admin only): the item, with Edit and Delete; a delete returns to the list. */
export function NewsAdminDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(en.titles.newsItem);
  return (
    <div className={styles.page}>
      <NewsDetail
        id={id}
        fallbackHeading={en.titles.newsItem}
        onDeleted={() => void navigate(paths.dashboard.news, replaceWithNotice(newsTexts.messages.deleted))}
      />
    </div>
  );
}
