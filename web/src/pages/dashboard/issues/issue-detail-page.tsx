import { useNavigate, useParams } from 'react-router';
import { IssueDetail } from '@/features/issues/components/issue-detail';
import { issuesTexts } from '@/features/issues/issues-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice, replaceWithNotice } from '@/lib/arrival-notice';

/** /dashboard/issues/:id: the issue and its thread; a delete returns to the list, which says so. */
export function IssueDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(en.titles.issue);
  const notice = useArrivalNotice();
  return (
    <div className={styles.page}>
      <IssueDetail
        id={id}
        fallbackHeading={en.titles.issue}
        notice={notice}
        onDeleted={() =>
          void navigate(paths.dashboard.issues, replaceWithNotice(issuesTexts.messages.deleted))
        }
      />
    </div>
  );
}
