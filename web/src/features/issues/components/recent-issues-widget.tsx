import { ArrowRight, LifeBuoy } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import widget from '@/components/ui/dashboard-widget.module.css';
import { useIssues } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { newestIssues, RECENT_ISSUES, WIDGET_DESCRIPTION_MAX } from '@/features/issues/utils/issue-rules';
import { formatLongDate, truncate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';

/** The dashboard's widget: the 3 newest issues, descriptions cut at 100 characters. */
export function RecentIssuesWidget() {
  const { issues, loading, failure } = useIssues();
  useEffect(() => {
    if (failure) console.warn(failure);
  }, [failure]);
  const recent = issues ? newestIssues(issues, RECENT_ISSUES) : undefined;
  return (
    <section className={widget.widget} aria-labelledby="recent-issues-title">
      <header className={widget.header}>
        <h2 id="recent-issues-title" className={widget.title}>
          <LifeBuoy aria-hidden="true" size={20} />
          {t.widget.title}
        </h2>
        <Link to={paths.dashboard.issues} className={widget.more}>
          {t.widget.viewAll}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </header>
      {loading ? (
        <p className={widget.state} role="status">
          <Spinner />
          {t.loading}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{t.errors.recent}</Alert> : null}
      {recent && recent.length === 0 ? <p className={widget.state}>{t.widget.empty}</p> : null}
      {recent && recent.length > 0 ? (
        <ul className={widget.list}>
          {recent.map((issue) => (
            <li key={issue.id} className={widget.item}>
              <div className={widget.itemHead}>
                <Link to={`${paths.dashboard.issues}/${issue.id}`} className={widget.itemTitle}>
                  {issue.title}
                </Link>
                <IssueStatusPill status={issue.status} />
              </div>
              <p className={widget.meta}>
                {issue.installationName} · {formatLongDate(issue.createdAt)}
              </p>
              <p className={widget.text}>{truncate(issue.description, WIDGET_DESCRIPTION_MAX)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
