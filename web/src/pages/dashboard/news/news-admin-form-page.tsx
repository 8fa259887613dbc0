import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useNewsItem } from '@/features/news-admin/api/news-admin-api';
import { NewsForm } from '@/features/news-admin/components/news-form';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import own from './news-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

/**
 * /dashboard/news/new and /dashboard/news/:id/edit (admin only): the same form, empty or filled with
 * the item. A save returns to the list, which says so.
 */
export function NewsAdminFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const heading = id ? en.titles.editNews : en.titles.createNews;
  useDocumentTitle(heading);
  const { item, loading, failure, reload } = useNewsItem(id, newsTexts.api.fetchForm);

  return (
    <div className={styles.page}>
      <Link to={paths.dashboard.news} className={own.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {newsTexts.detail.back}
      </Link>
      <h1 className={styles.title}>{heading}</h1>
      {id && loading ? (
        <p className={own.loading} role="status">
          <Spinner />
          {newsTexts.loading}
        </p>
      ) : null}
      {id && failure ? (
        <Alert tone="error">{isNotFound(failure) ? newsTexts.detail.notFound : failure.message}</Alert>
      ) : null}
      {!id || item ? (
        <NewsForm
          key={item?.id ?? 'new'}
          item={item}
          onConflict={reload}
          onSaved={() =>
            void navigate(
              paths.dashboard.news,
              replaceWithNotice(id ? newsTexts.messages.updated : newsTexts.messages.created),
            )
          }
        />
      ) : null}
    </div>
  );
}
