import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useListDelete } from '@/components/ui/use-confirmed-delete';
import {
  useBlueprintTags,
  useBlueprintsPage,
  useDeleteBlueprint,
  type Blueprint,
} from '@/features/blueprints/api/blueprints-api';
import { blueprintsTexts as t } from '@/features/blueprints/blueprints-texts';
import { tagFromQuery } from '@/features/blueprints/utils/blueprint-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { errorMessageOr } from '@/lib/failure-text';
import { BlueprintCards } from './blueprint-cards';
import { BlueprintTagFilter } from './blueprint-tag-filter';
import { BlueprintsTable } from './blueprints-table';
import { DeleteBlueprintDialog } from './delete-blueprint-dialog';

/**
 * The library: a tag filter ('All Tags', Clear), 10 blueprints a page; the tag and the page are in
 * the address. After a delete the page is read again, so it fills up from the next one.
 */
export function BlueprintsList({ notice }: { notice?: string }) {
  const [params, setParams] = useSearchParams();
  const tag = tagFromQuery(params.get('tag'));
  const page = usePageParam();
  const tags = useBlueprintTags();
  const { blueprints, totalPages, loading, failure, reload } = useBlueprintsPage(page, tag);
  const deleteBlueprint = useDeleteBlueprint();
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const pastTheEnd = useStayWithinPages(page, blueprints?.length === 0, totalPages);

  const deletion = useListDelete((entry: Blueprint) => deleteBlueprint(entry.id), {
    status: { show, clear },
    deleted: t.messages.deleted,
    failureText: (caught) => errorMessageOr(caught, t.api.delete),
    reload,
  });
  const onDelete = deletion.ask;

  // A new tag starts from its first page.
  const filterBy = (next: string) => setParams(next ? { tag: next } : {});

  return (
    <>
      <BlueprintTagFilter tags={tags} value={tag} onChange={filterBy} />
      {loading ? <ListLoading text={t.loading} /> : null}
      {failure ? (
        <ListFailure message={failure.message} retryLabel={t.tryAgain} onRetry={() => void reload()} />
      ) : null}
      {blueprints && blueprints.length === 0 && !pastTheEnd ? (
        <ListEmpty
          icon={ClipboardList}
          text={tag ? t.emptyForTag : t.empty}
          hint={tag ? undefined : t.emptyHint}
        />
      ) : null}
      {blueprints && blueprints.length > 0 ? (
        <>
          {compact ? (
            <BlueprintCards blueprints={blueprints} onDelete={onDelete} />
          ) : (
            <BlueprintsTable blueprints={blueprints} onDelete={onDelete} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}
      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />
      {deletion.asking ? (
        <DeleteBlueprintDialog
          title={deletion.asking.entry.title}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
