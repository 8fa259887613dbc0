import { Link } from 'react-router';
import { AdminTable } from '@/components/ui/admin-table';
import { EmailText } from '@/components/ui/email-text';
import type { InstallationSummary } from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { costText, packageLabel, scheduleText } from '@/features/installations/utils/installation-rules';
import { paths } from '@/lib/paths';
import { InstallationActions } from './installation-actions';
import { InstallationStatusPill } from './installation-status-pill';
import styles from './installations.module.css';

export interface InstallationsViewProps {
  installations: readonly InstallationSummary[];
  canManage: boolean;
  onDelete: (installation: InstallationSummary) => void;
}

/** The installations as a table (wide screens); the name, a link to the installation, heads the row. */
export function InstallationsTable({ installations, canManage, onDelete }: InstallationsViewProps) {
  const c = t.columns;
  return (
    <AdminTable
      caption={t.caption}
      columns={[c.name, c.customer, c.package, c.status, c.date, c.cost]}
      actionsLabel={c.actions}
    >
      {installations.map((installation) => (
        <tr key={installation.id}>
          <th scope="row" className={styles.nameCell}>
            <Link to={`${paths.dashboard.installations}/${installation.id}`}>{installation.name}</Link>
            <span className={styles.address}>{installation.address}</span>
          </th>
          <td className={styles.wrapCell}>
            <EmailText email={installation.customerEmail} />
          </td>
          <td>{packageLabel(installation.package)}</td>
          <td>
            <InstallationStatusPill status={installation.status} />
          </td>
          <td className={styles.dateCell}>{scheduleText(installation)}</td>
          <td className={styles.costCell}>
            {costText(installation.estimatedTotalCost, t.cost.missingInList)}
          </td>
          <td>
            <InstallationActions
              installation={installation}
              layout="row"
              canManage={canManage}
              onDelete={onDelete}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
