import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import type { TokenUsageByModel } from '@/features/token-usage/api/token-usage-api';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import { formatCount } from '@/features/token-usage/utils/usage-figures';
import { COMPACT_LIST_MEDIA_QUERY } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { FiguresTable } from './figures-table';
import styles from './token-usage.module.css';

const t = tokenUsageTexts.models;
const c = t.columns;

/**
 * One row per model, most tokens first (the API's order): a table on a wide screen, a card per
 * model on a narrow one, like the dashboard's other lists.
 */
export function ModelUsage({ models }: { models: readonly TokenUsageByModel[] }) {
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);
  return (
    <section className={styles.section} aria-labelledby="token-usage-models">
      <h2 id="token-usage-models" className={styles.sectionTitle}>
        {t.title}
      </h2>
      {compact ? (
        <AdminCards label={t.caption}>
          {models.map((row) => (
            <AdminCard key={row.model}>
              <h3 className={styles.modelName}>{row.model}</h3>
              <CardFacts>
                {(
                  [
                    [c.totalTokens, row.totalTokens],
                    [c.promptTokens, row.promptTokens],
                    [c.completionTokens, row.completionTokens],
                    [c.requests, row.requestCount],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd className={styles.number}>{formatCount(value)}</dd>
                  </div>
                ))}
              </CardFacts>
            </AdminCard>
          ))}
        </AdminCards>
      ) : (
        <FiguresTable
          caption={t.caption}
          columns={[c.model, c.totalTokens, c.promptTokens, c.completionTokens, c.requests]}
          rows={models.map((row) => ({
            key: row.model,
            header: row.model,
            figures: [row.totalTokens, row.promptTokens, row.completionTokens, row.requestCount].map(
              formatCount,
            ),
          }))}
        />
      )}
    </section>
  );
}
