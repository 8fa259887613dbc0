import { issueStatusLabels, issueStatusTones, type IssueStatusName } from '@/lib/issue-status';
import { StatusPill } from './status-pill';

/** An issue's status as a coloured label ('In Progress' for wip). */
export function IssueStatusPill({ status }: { status: IssueStatusName }) {
  return <StatusPill tone={issueStatusTones[status]}>{issueStatusLabels[status]}</StatusPill>;
}
