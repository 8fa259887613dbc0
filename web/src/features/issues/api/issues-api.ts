/**
 * The support issues over GraphQL (the gateway's /graphql with the session cookie, the mutations
 * with a CSRF token: app/graphql-provider.tsx), typed from issues.graphql. A failure reaches the
 * screen as an ApiError whose text is the server's message, or the call's own fallback ('Failed to
 * get issues') when it gives none.
 *
 * Cache: an edit or a status change answers the issue, which replaces the cached one by its id; a
 * status change is shown at once (optimistic) and rolled back when the server refuses it. A new
 * issue belongs at the top of the lists, which only the server can order, so a create drops the
 * cached lists and their pages and they are read again; a delete evicts the issue and drops the
 * pages (their totals changed); a comment joins its thread.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import type { FallbackError } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useShownQuery } from '@/lib/use-shown-query';
import { issuesTexts } from '@/features/issues/issues-texts';
import type { IssueFormValues, IssueStatus } from '@/features/issues/utils/issue-rules';
import {
  AddIssueCommentDocument,
  CreateIssueDocument,
  DeleteIssueDocument,
  IssueDocument,
  IssueInstallationChoicesDocument,
  IssuesPageDocument,
  SetIssueStatusDocument,
  UpdateIssueDocument,
  type IssueDetailFragment,
  type IssueSummaryFragment,
  type SetIssueStatusMutation,
} from './__generated__/issues';

export type IssueSummary = IssueSummaryFragment;
export type IssueDetail = IssueDetailFragment;
export type IssueComment = IssueDetail['comments'][number];

const f = issuesTexts.api;

/**
 * One page of the issues the caller may see, newest first (`limit` of them), with how many pages
 * there are. A visit shows what the cache holds at once and reads the page again behind it; while
 * another page loads, the previous one stays in view; `failure` is set only while there is nothing
 * to show.
 */
export function useIssuesPage(page: number, limit: number) {
  const list = usePagedQuery(IssuesPageDocument, {
    variables: { page, limit },
    select: (data) => data.issuesPage,
    fallback: f.fetchList,
  });
  return {
    issues: list.page?.items,
    totalPages: list.page?.totalPages ?? 0,
    loading: list.loading,
    failure: list.failure,
    reload: list.reload,
  };
}

/** One issue with its installation, its reporter and its thread; `reload` reads it again. */
export function useIssue(id: string | undefined, fallback: FallbackError = f.fetchItem) {
  const { shown, loading, failure, reload } = useShownQuery(IssueDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    select: (data) => data.issue,
    fallback,
  });
  return { issue: shown, loading, failure, reload };
}

/** The installations an issue can be reported on (the ones the caller may see). */
export function useIssueInstallationChoices() {
  const { shown, loading, failure } = useShownQuery(IssueInstallationChoicesDocument, {
    select: (data) => data.installations,
    fallback: f.installations,
  });
  return { installations: shown, loading, failure };
}

/** The pages of every issue the caller may see are read again on their next visit. */
function dropIssuePages(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'issuesPage' });
}

/** The lists of issues are read again on their next visit (a new issue, a deleted installation). */
function dropIssueLists(cache: ApolloCache, installationId: string) {
  dropIssuePages(cache);
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'issues' });
  cache.evict({
    id: cache.identify({ __typename: 'Installation', id: installationId }),
    fieldName: 'issues',
  });
  cache.gc();
}

/** createIssue(input), or updateIssue(id, input, version) when `existing` is given → the saved issue. */
export function useSaveIssue() {
  const create = useApiMutation(CreateIssueDocument, f.create, {
    update(cache, { data }) {
      if (data) dropIssueLists(cache, data.createIssue.installationId);
    },
  });
  const update = useApiMutation(UpdateIssueDocument, f.update, {
    update(cache, { data }) {
      // The issue may have moved to another installation: both installations' lists are read again.
      if (data) dropIssueLists(cache, data.updateIssue.installationId);
    },
  });
  return useCallback(
    async (
      existing: Pick<IssueSummary, 'id' | 'version'> | undefined,
      input: IssueFormValues,
    ): Promise<IssueDetail> =>
      existing
        ? (await update({ id: existing.id, input, version: existing.version })).updateIssue
        : (await create({ input })).createIssue,
    [create, update],
  );
}

/**
 * setIssueStatus(id, status, version) → the issue as saved. The new status shows at once and goes
 * back to the old one if the server refuses (a conflict, a move that is not allowed).
 */
export function useSetIssueStatus() {
  const setStatus = useApiMutation(SetIssueStatusDocument, f.status);
  return useCallback(
    async (issue: IssueSummary, status: IssueStatus): Promise<IssueSummary> => {
      const expected = {
        setIssueStatus: {
          ...issue,
          __typename: 'Issue',
          status,
          version: issue.version + 1,
        },
      } as SetIssueStatusMutation;
      const answer = await setStatus(
        { id: issue.id, status, version: issue.version },
        { optimisticResponse: expected },
      );
      return answer.setIssueStatus;
    },
    [setStatus],
  );
}

/** deleteIssue(id); the issue then leaves the cache, and with it every list that showed it. */
export function useDeleteIssue() {
  const remove = useApiMutation(DeleteIssueDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteIssue || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Issue', id: variables.id }) });
      dropIssuePages(cache);
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}

/** addIssueComment(issueId, content) → the comment, which joins the end of the issue's thread. */
export function useAddIssueComment() {
  const add = useApiMutation(AddIssueCommentDocument, f.comment, {
    update(cache, { data }) {
      const comment = data?.addIssueComment;
      if (!comment) return;
      cache.modify({
        id: cache.identify({ __typename: 'Issue', id: comment.issueId }),
        fields: {
          comments: (existing, { toReference }) => {
            const thread = Array.isArray(existing) ? (existing as readonly Reference[]) : [];
            const added = toReference({ __typename: 'Comment', id: comment.id });
            if (!added || thread.some((ref) => ref.__ref === added.__ref)) return thread;
            return [...thread, added];
          },
        },
      });
    },
  });
  return useCallback(
    async (issueId: string, content: string) => (await add({ issueId, content })).addIssueComment,
    [add],
  );
}
