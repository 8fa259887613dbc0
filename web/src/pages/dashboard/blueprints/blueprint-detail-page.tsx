import { useNavigate, useParams } from 'react-router';
import { BlueprintDetail } from '@/features/blueprints/components/blueprint-detail';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

/** /dashboard/blueprints/:id; a delete returns to the list, which says so. */
export function BlueprintDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(en.titles.blueprint);
  return (
    <div className={styles.page}>
      <BlueprintDetail
        id={id}
        fallbackHeading={en.titles.blueprint}
        onDeleted={() =>
          void navigate(paths.dashboard.blueprints, replaceWithNotice(blueprintsTexts.messages.deleted))
        }
      />
    </div>
  );
}
