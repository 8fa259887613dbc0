/**
 * An issue's status as every dashboard screen names it (wip is 'In Progress'): the issues and the
 * installation that lists its issues show it alike.
 */
import type { StatusTone } from '@/components/ui/status-pill';

export type IssueStatusName = 'open' | 'wip' | 'resolved';

export const issueStatusLabels: Record<IssueStatusName, string> = {
  open: 'Open',
  wip: 'In Progress',
  resolved: 'Resolved',
};

export const issueStatusTones: Record<IssueStatusName, StatusTone> = {
  open: 'waiting',
  wip: 'active',
  resolved: 'done',
};
