import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { blueprintsTexts as t } from '@/features/blueprints/blueprints-texts';
import { formatLongDate } from '@/lib/format-en';
import { BlueprintActions } from './blueprint-actions';
import type { BlueprintsViewProps } from './blueprints-table';
import styles from './blueprints.module.css';

/** The same blueprints as cards (narrow screens), with the same actions. */
export function BlueprintCards({ blueprints, onDelete }: BlueprintsViewProps) {
  const c = t.columns;
  return (
    <AdminCards label={t.caption}>
      {blueprints.map((blueprint) => (
        <AdminCard key={blueprint.id}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>{blueprint.title}</h2>
            <span className={styles.tag}>{blueprint.tag}</span>
          </div>
          <CardFacts>
            <div>
              <dt>{c.created}</dt>
              <dd>{formatLongDate(blueprint.createdAt)}</dd>
            </div>
            <div>
              <dt>{c.updated}</dt>
              <dd>{formatLongDate(blueprint.updatedAt)}</dd>
            </div>
          </CardFacts>
          <BlueprintActions blueprint={blueprint} layout="card" onDelete={onDelete} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
