import { Eye, MessageSquareWarning, Pencil, Trash2 } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { InstallationSummary } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { paths } from '@/lib/paths';
import { reportIssuePath } from './report-issue-path';

interface InstallationActionsProps {
  installation: InstallationSummary;
  layout: 'row' | 'card';
  /** Edit and Delete are the admin's alone. */
  canManage: boolean;
  onDelete: (installation: InstallationSummary) => void;
}

/** View and Report issue for everyone; Edit and Delete for an admin. */
export function InstallationActions({ installation, layout, canManage, onDelete }: InstallationActionsProps) {
  const detail = `${paths.dashboard.installations}/${installation.id}`;
  const name = installation.name;
  return (
    <AdminActions layout={layout}>
      <AdminAction
        to={detail}
        icon={Eye}
        label={t.action.view(name)}
        text={t.actionShort.view}
        iconOnly={canManage && layout === 'row'}
      />
      <AdminAction
        to={reportIssuePath(installation.id)}
        icon={MessageSquareWarning}
        label={t.action.reportIssue(name)}
        text={t.actionShort.reportIssue}
        iconOnly={canManage && layout === 'row'}
      />
      {canManage ? (
        <>
          <AdminAction
            to={`${detail}/edit`}
            icon={Pencil}
            label={t.action.edit(name)}
            text={t.actionShort.edit}
            iconOnly={layout === 'row'}
          />
          <AdminAction
            icon={Trash2}
            intent="danger"
            label={t.action.delete(name)}
            text={t.actionShort.delete}
            iconOnly={layout === 'row'}
            onClick={() => onDelete(installation)}
          />
        </>
      ) : null}
    </AdminActions>
  );
}
