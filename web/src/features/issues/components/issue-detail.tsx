import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EditDeleteActions, RecordPending } from '@/components/ui/record-detail';
import { BackLink } from '@/components/ui/back-link';
import { StatusToast } from '@/components/ui/status-toast';
import { useDeleteIssue, useIssue, type IssueDetail as Issue } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { isConflict } from '@/lib/api-client';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { formatLongDateTime } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { useStatusMessage } from '@/lib/use-status-message';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import detail from '@/components/ui/record-detail.module.css';
import { serverMessageOr } from '@/lib/failure-text';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { DeleteIssueDialog } from './delete-issue-dialog';
import { IssueStatusButtons } from './issue-status-panel';
import { IssueStatusPill } from '@/components/ui/issue-status-pill';
import { useStatusChange } from './use-status-change';
import styles from './issue-detail.module.css';
import { EmailText } from '@/components/ui/email-text';

interface IssueDetailProps {
  id: string;
  /** The page's heading while there is no issue to name it. */
  fallbackHeading: string;
  /** After a delete: the page goes back to the list. */
  onDeleted: () => void;
  /** A success to announce on arrival (the form sent the reader here). */
  notice?: string;
}

const back = <BackLink to={paths.dashboard.issues}>{t.detail.back}</BackLink>;

/**
 * One issue: its facts, its installation and reporter, the status buttons and the comment thread.
 * Edit, Delete and the status buttons show only on an issue the account may change; anyone who sees
 * the issue may comment.
 */
export function IssueDetail({ id, fallbackHeading, onDeleted, notice }: IssueDetailProps) {
  const { issue, loading, failure, reload } = useIssue(id);
  if (!issue) {
    return (
      <RecordPending
        back={back}
        heading={fallbackHeading}
        loading={loading}
        loadingText={t.loading}
        failure={failure}
        notFoundText={t.errors.notFound}
      />
    );
  }
  return <IssueView issue={issue} reload={reload} onDeleted={onDeleted} notice={notice} />;
}

const reporterOf = (issue: Issue): string =>
  issue.createdBy
    ? `${issue.createdBy.firstName} ${issue.createdBy.lastName}`.trim() || issue.createdByEmail
    : issue.createdByEmail;

interface IssueViewProps extends Pick<IssueDetailProps, 'onDeleted' | 'notice'> {
  issue: Issue;
  reload: () => void;
}

function IssueView({ issue, reload, onDeleted, notice }: IssueViewProps) {
  const deleteIssue = useDeleteIssue();
  const [banner, setBanner] = useState<string | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const { busyId, change } = useStatusChange({
    onChanged: (status) => show('success', t.messages.status[status]),
    onFailed: (caught) => {
      setBanner(serverMessageOr(caught, t.errors.status));
      // Someone else changed the issue: show it as it is now, so the next try starts from there.
      if (isConflict(caught)) reload();
    },
  });

  const removal = useConfirmedDelete((record: Issue) => deleteIssue(record.id), {
    onDeleted,
    onFailed: (caught) => setBanner(serverMessageOr(caught, t.api.delete)),
  });

  return (
    <article className={detail.detail}>
      {back}
      <header className={detail.header}>
        <div className={detail.heading}>
          <h1 className={detail.title}>{issue.title}</h1>
          <p className={detail.subtitle}>
            <IssueStatusPill status={issue.status} />
            <span>#{issue.id}</span>
          </p>
        </div>
        {issue.viewerCanChange ? (
          <div className={detail.headerActions}>
            <EditDeleteActions
              editTo={`${paths.dashboard.issues}/edit/${issue.id}`}
              editLabel={t.detail.edit}
              deleteLabel={t.detail.delete}
              onDelete={() => {
                setBanner(null);
                removal.ask(issue);
              }}
            />
          </div>
        ) : null}
      </header>

      {banner ? (
        <Alert tone="error" onDismiss={() => setBanner(null)} dismissLabel={t.dismiss}>
          {banner}
        </Alert>
      ) : null}

      <dl className={detail.facts}>
        <div>
          <dt>{t.detail.installation}</dt>
          <dd>
            {issue.installation ? (
              <Link to={`${paths.dashboard.installations}/${issue.installation.id}`}>
                {issue.installation.name}
              </Link>
            ) : (
              issue.installationName
            )}
            {issue.installation ? <span className={styles.sub}>{issue.installation.address}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t.detail.reportedBy}</dt>
          <dd>
            {reporterOf(issue)}
            {issue.createdBy ? (
              <span className={styles.sub}>
                <EmailText email={issue.createdByEmail} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t.detail.created}</dt>
          <dd>{formatLongDateTime(issue.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.detail.updated}</dt>
          <dd>{formatLongDateTime(issue.updatedAt)}</dd>
        </div>
      </dl>

      <div className={styles.columns}>
        <section className={detail.panel} aria-labelledby="issue-description-title">
          <h2 id="issue-description-title" className={detail.panelTitle}>
            {t.detail.description}
          </h2>
          <p className={detail.prose}>{issue.description}</p>
        </section>
        <section className={detail.panel} aria-labelledby="issue-status-title">
          <h2 id="issue-status-title" className={detail.panelTitle}>
            {t.detail.status}
          </h2>
          <IssueStatusPill status={issue.status} />
          {issue.viewerCanChange ? (
            <IssueStatusButtons
              status={issue.status}
              busy={busyId === issue.id}
              onStatus={(status) => {
                setBanner(null);
                change(issue, status);
              }}
            />
          ) : null}
        </section>
      </div>

      <section className={detail.panel} aria-labelledby="issue-comments-title">
        <h2 id="issue-comments-title" className={detail.panelTitle}>
          {t.comments.title} <span className={styles.count}>({issue.comments.length})</span>
        </h2>
        <CommentThread comments={issue.comments} />
        <CommentForm issueId={issue.id} onAdded={() => show('success', t.messages.commented)} />
      </section>

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {removal.asking ? (
        <DeleteIssueDialog
          title={issue.title}
          deleting={removal.asking.busy}
          onCancel={removal.cancel}
          onConfirm={removal.confirm}
        />
      ) : null}
    </article>
  );
}
