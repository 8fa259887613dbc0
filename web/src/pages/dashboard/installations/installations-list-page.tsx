import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { InstallationsCalendar } from '@/features/installations-calendar/components/installations-calendar';
import { InstallationsList } from '@/features/installations/components/installations-list';
import { installationsTexts } from '@/features/installations/installations-texts';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { useArrivalNotice } from '@/lib/arrival-notice';
import { useIsAdmin, useIsStaff } from './use-is-admin';

/** /dashboard/installations: a customer's own, every one for staff; an admin creates, edits, deletes. */
export function InstallationsListPage() {
  useDocumentTitle(en.titles.installations);
  const notice = useArrivalNotice();
  const admin = useIsAdmin();
  const staff = useIsStaff();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.installations}</h1>
          <p className={styles.lead}>{staff ? installationsTexts.lead : installationsTexts.leadCustomer}</p>
        </div>
        {admin ? (
          <ButtonLink to={`${paths.dashboard.installations}/new`} variant="primary">
            <Plus aria-hidden="true" size={18} />
            {installationsTexts.create}
          </ButtonLink>
        ) : null}
      </div>
      <InstallationsList canManage={admin} notice={notice} />
      <InstallationsCalendar />
    </div>
  );
}
