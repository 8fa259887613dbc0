import { LifeBuoy } from 'lucide-react';
import { DashboardWidget } from '@/components/ui/dashboard-widget';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import { useIssuesPage } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { RECENT_ISSUES, WIDGET_DESCRIPTION_MAX } from '@/features/issues/utils/issue-rules';
import { formatLongDate, truncate } from '@/lib/format-en';
import { paths } from '@/lib/paths';

/** The dashboard's widget: the 3 newest issues (the first page of 3), descriptions cut at 100 characters. */
export function RecentIssuesWidget() {
  const { issues, loading, failure } = useIssuesPage(1, RECENT_ISSUES);
  return (
    <DashboardWidget
      id="recent-issues-title"
      icon={<LifeBuoy aria-hidden="true" size={20} />}
      title={t.widget.title}
      viewAll={{ to: paths.dashboard.issues, label: t.widget.viewAll }}
      loading={loading}
      loadingText={t.loading}
      failure={failure}
      failureText={t.errors.recent}
      emptyText={t.widget.empty}
      entries={issues?.map((issue) => ({
        key: issue.id,
        to: `${paths.dashboard.issues}/${issue.id}`,
        title: issue.title,
        status: <IssueStatusPill status={issue.status} />,
        meta: `${issue.installationName} · ${formatLongDate(issue.createdAt)}`,
        text: truncate(issue.description, WIDGET_DESCRIPTION_MAX),
      }))}
    />
  );
}
