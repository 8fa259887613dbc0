import { AdminTable, DateCell } from '@/components/ui/admin-table';
import type { Blueprint } from '@/features/blueprints/api/blueprints-api';
import { blueprintsTexts as t } from '@/features/blueprints/blueprints-texts';
import { formatLongDate } from '@/lib/format-en';
import { BlueprintActions } from './blueprint-actions';
import styles from './blueprints.module.css';

export interface BlueprintsViewProps {
  blueprints: readonly Blueprint[];
  onDelete: (blueprint: Blueprint) => void;
}

/** Title, Tag, Created, Last Updated and Actions; the title is the row header. */
export function BlueprintsTable({ blueprints, onDelete }: BlueprintsViewProps) {
  const c = t.columns;
  return (
    <AdminTable caption={t.caption} columns={[c.title, c.tag, c.created, c.updated]} actionsLabel={c.actions}>
      {blueprints.map((blueprint) => (
        <tr key={blueprint.id}>
          <th scope="row" className={styles.titleCell}>
            {blueprint.title}
          </th>
          <td>
            <span className={styles.tag}>{blueprint.tag}</span>
          </td>
          <DateCell>{formatLongDate(blueprint.createdAt)}</DateCell>
          <DateCell>{formatLongDate(blueprint.updatedAt)}</DateCell>
          <td>
            <BlueprintActions blueprint={blueprint} layout="row" onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
