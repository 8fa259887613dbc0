import { Eye } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { IssueSummary } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import type { IssueStatus } from '@/features/issues/utils/issue-rules';
import { statusButtons } from '@/features/issues/utils/issue-rules';
import { paths } from '@/lib/paths';
import { statusActionIcons } from './status-icons';

interface IssueRowActionsProps {
  issue: IssueSummary;
  layout: 'row' | 'card';
  /** This issue's status change is in flight. */
  busy: boolean;
  onStatus: (issue: IssueSummary, status: IssueStatus) => void;
}

/**
 * View, and the list's two status moves (Mark as In Progress and Mark as Resolved) on an issue the
 * account may change.
 */
export function IssueRowActions({ issue, layout, busy, onStatus }: IssueRowActionsProps) {
  const moves = issue.viewerCanChange ? statusButtons(issue.status, { withReopen: false }) : [];
  return (
    // The status moves are long verbs: on one line the three actions are about 500 px wide.
    <AdminActions layout={layout} wrapAlways>
      <AdminAction
        to={`${paths.dashboard.issues}/${issue.id}`}
        icon={Eye}
        label={t.view(issue.title)}
        text={t.viewShort}
      />
      {moves.map(({ target, disabled }) => (
        <AdminAction
          key={target}
          icon={statusActionIcons[target]}
          intent={target === 'resolved' ? 'ok' : undefined}
          label={t.statusActionFor[target](issue.title)}
          text={t.statusAction[target]}
          disabled={disabled || busy}
          onClick={() => onStatus(issue, target)}
        />
      ))}
    </AdminActions>
  );
}
