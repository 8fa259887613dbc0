import { Newspaper } from 'lucide-react';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useListDelete } from '@/components/ui/use-confirmed-delete';
import { useDeleteNews, useNewsPage, type NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { errorMessageOr } from '@/lib/failure-text';
import { DeleteNewsDialog } from './delete-news-dialog';
import { NewsCards } from './news-cards';
import { NewsTable } from './news-table';

const t = newsTexts;

interface NewsAdminListProps {
  /** A success to announce on arrival (the form or the detail page sent the admin here). */
  notice?: string;
}

/**
 * The news list: 10 per page (the page is in the address), View, Edit and Delete after a
 * confirmation. After a delete the page is read again, so it fills up from the next one.
 */
export function NewsAdminList({ notice }: NewsAdminListProps) {
  const page = usePageParam();
  const { items, totalPages, loading, failure, reload } = useNewsPage(page);
  const deleteNews = useDeleteNews();
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const pastTheEnd = useStayWithinPages(page, items?.length === 0, totalPages);

  const deletion = useListDelete((item: NewsItem) => deleteNews(item.id), {
    status: { show, clear },
    deleted: t.messages.deleted,
    failureText: (caught) => errorMessageOr(caught, t.api.delete),
    reload,
  });
  const onDelete = deletion.ask;

  return (
    <>
      {loading ? <ListLoading text={t.loading} /> : null}

      {failure ? (
        <ListFailure message={failure.message} retryLabel={t.tryAgain} onRetry={() => void reload()} />
      ) : null}

      {items && items.length === 0 && !pastTheEnd ? (
        <ListEmpty icon={Newspaper} text={t.empty} hint={t.emptyHint} />
      ) : null}

      {items && items.length > 0 ? (
        <>
          {compact ? (
            <NewsCards items={items} onDelete={onDelete} />
          ) : (
            <NewsTable items={items} onDelete={onDelete} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {deletion.asking ? (
        <DeleteNewsDialog
          title={deletion.asking.entry.title}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
