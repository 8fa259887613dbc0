import { House } from 'lucide-react';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useListDelete } from '@/components/ui/use-confirmed-delete';
import {
  useDeleteInstallation,
  useInstallationsPage,
  type InstallationSummary,
} from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { INSTALLATIONS_PAGE_SIZE } from '@/features/installations/utils/installation-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { errorMessageOr } from '@/lib/failure-text';
import { DeleteInstallationDialog } from './delete-installation-dialog';
import { InstallationCards } from './installation-cards';
import { InstallationsTable } from './installations-table';

interface InstallationsListProps {
  /** Edit and Delete (an admin). */
  canManage: boolean;
  /** A success to announce on arrival (the form or the detail page sent the admin here). */
  notice?: string;
}

/**
 * The installations the account may see, highest id first, 20 a page (the page is in the address);
 * an admin deletes after a confirmation, and the page is then read again, so it fills up from the next.
 */
export function InstallationsList({ canManage, notice }: InstallationsListProps) {
  const page = usePageParam();
  const { installations, totalPages, loading, failure, reload } = useInstallationsPage(
    page,
    INSTALLATIONS_PAGE_SIZE,
  );
  const pastTheEnd = useStayWithinPages(page, installations?.length === 0, totalPages);
  const deleteInstallation = useDeleteInstallation();
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const deletion = useListDelete((entry: InstallationSummary) => deleteInstallation(entry.id), {
    status: { show, clear },
    deleted: t.messages.deleted,
    failureText: (caught) => errorMessageOr(caught, t.api.delete),
    reload,
  });
  const onDelete = deletion.ask;

  return (
    <>
      {loading ? <ListLoading text={t.loading} /> : null}
      {failure ? <ListFailure message={failure.message} retryLabel={t.tryAgain} onRetry={reload} /> : null}
      {installations && installations.length === 0 && !pastTheEnd ? (
        <ListEmpty icon={House} text={t.empty} hint={canManage ? t.emptyHintAdmin : undefined} />
      ) : null}
      {installations && installations.length > 0 ? (
        <>
          {compact ? (
            <InstallationCards installations={installations} canManage={canManage} onDelete={onDelete} />
          ) : (
            <InstallationsTable installations={installations} canManage={canManage} onDelete={onDelete} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}
      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />
      {deletion.asking ? (
        <DeleteInstallationDialog
          name={deletion.asking.entry.name}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
