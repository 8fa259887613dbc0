import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ListLoading } from '@/components/ui/list-states';
import { useIssue } from '@/features/issues/api/issues-api';
import { IssueForm } from '@/features/issues/components/issue-form';
import { issuesTexts } from '@/features/issues/issues-texts';
import { installationIdFromQuery } from '@/features/issues/utils/issue-rules';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

/**
 * /dashboard/issues/new (`?installationId=` chooses the installation beforehand) and
 * /dashboard/issues/edit/:id. A new issue opens on its own page; an edit returns to it. An issue the
 * account may not change gets the reason instead of the form.
 */
export function IssueFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = id ? en.titles.editIssue : en.titles.newIssue;
  useDocumentTitle(heading);
  const { issue, loading, failure, reload } = useIssue(id, issuesTexts.api.fetchItem);

  return (
    <div className={styles.page}>
      <BackLink to={id ? `${paths.dashboard.issues}/${id}` : paths.dashboard.issues}>
        {issuesTexts.detail.back}
      </BackLink>
      <h1 className={styles.title}>{heading}</h1>
      {id && loading ? <ListLoading text={issuesTexts.loading} /> : null}
      {id && failure ? (
        <Alert tone="error">{isNotFound(failure) ? issuesTexts.errors.notFound : failure.message}</Alert>
      ) : null}
      {issue && !issue.viewerCanChange ? <Alert tone="error">{issuesTexts.errors.notReporter}</Alert> : null}
      {!id || issue?.viewerCanChange ? (
        <IssueForm
          key={issue?.id ?? 'new'}
          issue={issue}
          installationId={installationIdFromQuery(params.get('installationId'))}
          onConflict={reload}
          onSaved={(saved) =>
            void navigate(
              `${paths.dashboard.issues}/${saved.id}`,
              replaceWithNotice(id ? issuesTexts.messages.updated : issuesTexts.messages.created),
            )
          }
        />
      ) : null}
    </div>
  );
}
