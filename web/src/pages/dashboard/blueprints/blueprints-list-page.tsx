import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { BlueprintsList } from '@/features/blueprints/components/blueprints-list';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice } from '@/lib/arrival-notice';

/** /dashboard/blueprints, installers and admins (the route's role guard sends customers to /dashboard). */
export function BlueprintsListPage() {
  useDocumentTitle(en.titles.blueprints);
  const notice = useArrivalNotice();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.blueprints}</h1>
          <p className={styles.lead}>{blueprintsTexts.lead}</p>
        </div>
        <ButtonLink to={`${paths.dashboard.blueprints}/new`} variant="primary">
          <Plus aria-hidden="true" size={18} />
          {blueprintsTexts.create}
        </ButtonLink>
      </div>
      <BlueprintsList notice={notice} />
    </div>
  );
}
