import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { IssuesList } from '@/features/issues/components/issues-list';
import { issuesTexts } from '@/features/issues/issues-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice } from '@/lib/arrival-notice';

/** /dashboard/issues: every issue the account may see, for every signed-in role. */
export function IssuesListPage() {
  useDocumentTitle(en.titles.issues);
  const notice = useArrivalNotice();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.issues}</h1>
          <p className={styles.lead}>{issuesTexts.lead}</p>
        </div>
        <ButtonLink to={`${paths.dashboard.issues}/new`} variant="primary">
          <Plus aria-hidden="true" size={18} />
          {issuesTexts.create}
        </ButtonLink>
      </div>
      <IssuesList notice={notice} />
    </div>
  );
}
