import { Link } from 'react-router';
import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { costText, packageLabel, scheduleText } from '@/features/installations/utils/installation-rules';
import { paths } from '@/lib/paths';
import { InstallationActions } from './installation-actions';
import { InstallationStatusPill } from './installation-status-pill';
import type { InstallationsViewProps } from './installations-table';
import styles from './installations.module.css';
import { EmailText } from '@/components/ui/email-text';

/** The same installations as cards (narrow screens), with the same actions. */
export function InstallationCards({ installations, canManage, onDelete }: InstallationsViewProps) {
  const c = t.columns;
  return (
    <AdminCards label={t.caption}>
      {installations.map((installation) => (
        <AdminCard key={installation.id}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <Link to={`${paths.dashboard.installations}/${installation.id}`}>{installation.name}</Link>
            </h2>
            <InstallationStatusPill status={installation.status} />
          </div>
          <p className={styles.address}>{installation.address}</p>
          <CardFacts>
            <div>
              <dt>{c.package}</dt>
              <dd>{packageLabel(installation.package)}</dd>
            </div>
            <div>
              <dt>{c.cost}</dt>
              <dd>{costText(installation.estimatedTotalCost, t.cost.missingInList)}</dd>
            </div>
            <div>
              <dt>{c.date}</dt>
              <dd>{scheduleText(installation)}</dd>
            </div>
            <div>
              <dt>{c.customer}</dt>
              <dd className={styles.breakAnywhere}>
                <EmailText email={installation.customerEmail} />
              </dd>
            </div>
          </CardFacts>
          <InstallationActions
            installation={installation}
            layout="card"
            canManage={canManage}
            onDelete={onDelete}
          />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
