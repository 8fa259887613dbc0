import { useState } from 'react';
import { useSetIssueStatus, type IssueSummary } from '@/features/issues/api/issues-api';
import type { IssueStatus } from '@/features/issues/utils/issue-rules';

interface StatusChangeOptions {
  onChanged: (status: IssueStatus) => void;
  onFailed: (caught: unknown) => void;
}

/**
 * Moves issues to a status, one change per issue at a time: `busyId` is the issue whose change is in
 * flight, so its buttons wait for the answer.
 */
export function useStatusChange({ onChanged, onFailed }: StatusChangeOptions) {
  const setStatus = useSetIssueStatus();
  const [busyId, setBusyId] = useState<string | null>(null);
  const change = async (issue: IssueSummary, status: IssueStatus) => {
    setBusyId(issue.id);
    try {
      await setStatus(issue, status);
      onChanged(status);
    } catch (caught) {
      console.warn(caught);
      onFailed(caught);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, change: (issue: IssueSummary, status: IssueStatus) => void change(issue, status) };
}
