import { LifeBuoy } from 'lucide-react';
import { DashboardWidget, WIDGET_RECORDS } from '@/components/ui/dashboard-widget';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import { useIssuesPage } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { formatLongDate } from '@/lib/format-en';
import { paths } from '@/lib/paths';

/** The dashboard's widget: the 3 newest issues (the first page of 3), descriptions cut at 100 characters. */
export function RecentIssuesWidget() {
  const { issues, loading, failure } = useIssuesPage(1, WIDGET_RECORDS);
  return (
    <DashboardWidget
      id="recent-issues-title"
      icon={<LifeBuoy aria-hidden="true" size={20} />}
      texts={{ ...t.widget, loading: t.loading, failure: t.errors.recent }}
      listPath={paths.dashboard.issues}
      loading={loading}
      failure={failure}
      records={issues}
      entryOf={(issue) => ({
        title: issue.title,
        status: <IssueStatusPill status={issue.status} />,
        meta: `${issue.installationName} · ${formatLongDate(issue.createdAt)}`,
        text: issue.description,
      })}
    />
  );
}
