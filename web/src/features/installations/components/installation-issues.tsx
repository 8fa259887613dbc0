import { Link } from 'react-router';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import type { InstallationDetail } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { formatLongDate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import styles from './installation-detail.module.css';

/** The installation's issues the reader may see, newest first, each a link to its page. */
export function InstallationIssues({ issues }: { issues: InstallationDetail['issues'] }) {
  if (issues.length === 0) return <p className={styles.muted}>{t.detail.noIssues}</p>;
  return (
    <ul className={styles.issues}>
      {issues.map((issue) => (
        <li key={issue.id}>
          <Link to={`${paths.dashboard.issues}/${issue.id}`} className={styles.issueTitle}>
            {issue.title}
          </Link>
          <span className={styles.issueMeta}>
            <IssueStatusPill status={issue.status} />
            <span>{formatLongDate(issue.createdAt)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
