import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EditDeleteActions } from '@/components/ui/record-detail';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteNews, useNewsItem, type NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { descriptionLines, wasUpdated } from '@/features/news-admin/utils/news-rules';
import { formatLongDateTime } from '@/lib/format-en';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { errorMessageOr } from '@/lib/failure-text';
import { DeleteNewsDialog } from './delete-news-dialog';
import { NewsTags } from './news-tags';
import styles from './news-detail.module.css';

const t = newsTexts.detail;

interface NewsDetailProps {
  id: string;
  /** The page's heading while there is no item to name it ('News Item'). */
  fallbackHeading: string;
  /** After a delete: the page goes back to the list. */
  onDeleted: () => void;
}

/** One item as the public sees it, with Edit, Delete (after a confirmation) and Back to List. */
export function NewsDetail({ id, fallbackHeading, onDeleted }: NewsDetailProps) {
  const { item, loading, failure } = useNewsItem(id, newsTexts.api.fetchItem);

  const back = (
    <Link to={paths.dashboard.news} className={styles.back}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t.back}
    </Link>
  );

  if (!item) {
    return (
      <div className={styles.detail}>
        {back}
        <h1 className={styles.title}>{fallbackHeading}</h1>
        {loading ? (
          <p className={styles.loading} role="status">
            <Spinner />
            {newsTexts.loading}
          </p>
        ) : null}
        {failure ? <Alert tone="error">{isNotFound(failure) ? t.notFound : failure.message}</Alert> : null}
      </div>
    );
  }
  return <NewsArticle item={item} back={back} onDeleted={onDeleted} />;
}

function NewsArticle({ item, back, onDeleted }: { item: NewsItem; back: ReactNode; onDeleted: () => void }) {
  const deleteNews = useDeleteNews();
  const [error, setError] = useState<string | null>(null);

  const removal = useConfirmedDelete((record: NewsItem) => deleteNews(record.id), {
    onDeleted,
    onFailed: (caught) => setError(errorMessageOr(caught, newsTexts.api.delete)),
  });

  return (
    <article className={styles.detail}>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>{item.title}</h1>
        <div className={styles.headerActions}>
          <EditDeleteActions
            editTo={`${paths.dashboard.news}/${item.id}/edit`}
            editLabel={t.edit}
            deleteLabel={t.delete}
            onDelete={() => {
              setError(null);
              removal.ask(item);
            }}
          />
        </div>
      </header>

      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={newsTexts.dismiss}>
          {error}
        </Alert>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>{t.created}</dt>
          <dd>{formatLongDateTime(item.createdAt)}</dd>
        </div>
        {wasUpdated(item.createdAt, item.updatedAt) ? (
          <div>
            <dt>{t.updated}</dt>
            <dd>{formatLongDateTime(item.updatedAt)}</dd>
          </div>
        ) : null}
        <div className={styles.tagsFact}>
          <dt>{t.tags}</dt>
          <dd>
            <NewsTags tags={item.tags} empty={newsTexts.noTags} />
          </dd>
        </div>
      </dl>

      <section className={styles.body} aria-labelledby="news-description-heading">
        <h2 id="news-description-heading" className={styles.bodyHeading}>
          {t.description}
        </h2>
        {descriptionLines(item.description).map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </section>

      {removal.asking ? (
        <DeleteNewsDialog
          title={item.title}
          deleting={removal.asking.busy}
          onCancel={removal.cancel}
          onConfirm={removal.confirm}
        />
      ) : null}
    </article>
  );
}
