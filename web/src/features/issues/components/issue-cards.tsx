import { Link } from 'react-router';
import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { formatLongDate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { IssueRowActions } from './issue-row-actions';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import type { IssuesViewProps } from './issues-table';
import styles from './issues.module.css';
import { EmailText } from '@/components/ui/email-text';

/** The same issues as cards (narrow screens), with the same actions. */
export function IssueCards({ issues, busyId, onStatus }: IssuesViewProps) {
  const c = t.columns;
  return (
    <AdminCards label={t.caption}>
      {issues.map((issue) => (
        <AdminCard key={issue.id}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <Link to={`${paths.dashboard.issues}/${issue.id}`}>{issue.title}</Link>
            </h2>
            <IssueStatusPill status={issue.status} />
          </div>
          <CardFacts>
            <div>
              <dt>{c.installation}</dt>
              <dd>{issue.installationName}</dd>
            </div>
            <div>
              <dt>{c.created}</dt>
              <dd>{formatLongDate(issue.createdAt)}</dd>
            </div>
            <div className={styles.wideFact}>
              <dt>{c.reportedBy}</dt>
              <dd>
                <EmailText email={issue.createdByEmail} />
              </dd>
            </div>
          </CardFacts>
          <IssueRowActions issue={issue} layout="card" busy={busyId === issue.id} onStatus={onStatus} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
