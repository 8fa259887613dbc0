import { useNavigate, useParams } from 'react-router';
import { InstallationDetail } from '@/features/installations/components/installation-detail';
import { installationsTexts } from '@/features/installations/installations-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice, replaceWithNotice } from '@/lib/arrival-notice';
import { useIsAdmin } from './use-is-admin';

/** /dashboard/installations/:id; a delete returns to the list, which says so. */
export function InstallationDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(en.titles.installation);
  const notice = useArrivalNotice();
  return (
    <div className={styles.page}>
      <InstallationDetail
        id={id}
        fallbackHeading={en.titles.installation}
        canManage={useIsAdmin()}
        notice={notice}
        onDeleted={() =>
          void navigate(paths.dashboard.installations, replaceWithNotice(installationsTexts.messages.deleted))
        }
      />
    </div>
  );
}
