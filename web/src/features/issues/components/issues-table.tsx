import { Link } from 'react-router';
import { AdminTable, DateCell } from '@/components/ui/admin-table';
import type { IssueSummary } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import type { IssueStatus } from '@/features/issues/utils/issue-rules';
import { formatLongDate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { IssueRowActions } from './issue-row-actions';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import styles from './issues.module.css';
import { EmailText } from '@/components/ui/email-text';

export interface IssuesViewProps {
  issues: readonly IssueSummary[];
  busyId: string | null;
  onStatus: (issue: IssueSummary, status: IssueStatus) => void;
}

/** The issues as a table (wide screens); the title, a link to the issue, is the row header. */
export function IssuesTable({ issues, busyId, onStatus }: IssuesViewProps) {
  const c = t.columns;
  return (
    <AdminTable
      caption={t.caption}
      columns={[
        c.title,
        c.installation,
        c.status,
        { label: c.reportedBy, className: styles.optional },
        c.created,
      ]}
      actionsLabel={c.actions}
    >
      {issues.map((issue) => (
        <tr key={issue.id}>
          <th scope="row" className={styles.titleCell}>
            <Link to={`${paths.dashboard.issues}/${issue.id}`}>{issue.title}</Link>
          </th>
          <td className={styles.wrapCell}>{issue.installationName}</td>
          <td>
            <IssueStatusPill status={issue.status} />
          </td>
          <td className={`${styles.wrapCell} ${styles.optional}`}>
            <EmailText email={issue.createdByEmail} />
          </td>
          <DateCell>{formatLongDate(issue.createdAt)}</DateCell>
          <td>
            <IssueRowActions issue={issue} layout="row" busy={busyId === issue.id} onStatus={onStatus} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
