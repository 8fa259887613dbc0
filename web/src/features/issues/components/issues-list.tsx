import { LifeBuoy } from 'lucide-react';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useIssuesPage } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { ISSUES_PAGE_SIZE } from '@/features/issues/utils/issue-rules';
import { isConflict } from '@/lib/api-client';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { IssueCards } from './issue-cards';
import { IssuesTable } from './issues-table';
import { useStatusChange } from './use-status-change';

/**
 * The issues the signed-in account may see, newest first, 20 a page (the page is in the address),
 * with Mark as In Progress and Mark as Resolved on each it may change. A change shows at once; a
 * refused one goes back and says so (and the page is read again when someone else changed the issue
 * meanwhile).
 */
export function IssuesList({ notice }: { notice?: string }) {
  const page = usePageParam();
  const { issues, totalPages, loading, failure, reload } = useIssuesPage(page, ISSUES_PAGE_SIZE);
  const pastTheEnd = useStayWithinPages(page, issues?.length === 0, totalPages);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);
  const { busyId, change } = useStatusChange({
    onChanged: (status) => show('success', t.messages.status[status]),
    onFailed: (caught) => {
      show('error', t.errors.status);
      if (isConflict(caught)) reload();
    },
  });

  useFailureLog(failure);

  return (
    <>
      {loading ? <ListLoading text={t.loading} /> : null}
      {failure ? <ListFailure message={t.errors.load} retryLabel={t.tryAgain} onRetry={reload} /> : null}
      {issues && issues.length === 0 && !pastTheEnd ? (
        <ListEmpty icon={LifeBuoy} text={t.empty} hint={t.emptyHint} />
      ) : null}
      {issues && issues.length > 0 ? (
        <>
          {compact ? (
            <IssueCards issues={issues} busyId={busyId} onStatus={change} />
          ) : (
            <IssuesTable issues={issues} busyId={busyId} onStatus={change} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}
      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />
    </>
  );
}
