import type { TokenUsageStats } from '@/features/token-usage/api/token-usage-api';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import { formatCount, formatShare } from '@/features/token-usage/utils/usage-figures';
import styles from './token-usage.module.css';

const t = tokenUsageTexts.overview;

/** The range's totals, one card each: tokens (all, prompt, completion) and requests (all, cached). */
export function UsageOverview({ stats }: { stats: TokenUsageStats }) {
  const cards: { label: string; value: number; note?: string }[] = [
    { label: t.totalTokens, value: stats.totalTokens },
    { label: t.promptTokens, value: stats.promptTokens },
    { label: t.completionTokens, value: stats.completionTokens },
    { label: t.requests, value: stats.totalRequests },
    {
      label: t.cachedRequests,
      value: stats.cachedRequests,
      note: t.cachedShare(formatShare(stats.cachedRequests, stats.totalRequests)),
    },
  ];
  return (
    <section aria-labelledby="token-usage-overview">
      <h2 id="token-usage-overview" className="visually-hidden">
        {t.title}
      </h2>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.label} className={styles.card}>
            <dt className={styles.cardLabel}>{card.label}</dt>
            <dd className={styles.cardValue}>{formatCount(card.value)}</dd>
            {card.note ? <dd className={styles.cardNote}>{card.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
