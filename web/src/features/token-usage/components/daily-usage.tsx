import { lazy, Suspense } from 'react';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import type { DayRange } from '@/features/token-usage/utils/date-range';
import { everyDayOf, formatCount, longDay, type DayUsage } from '@/features/token-usage/utils/usage-figures';
import { FiguresTable } from './figures-table';
import styles from './token-usage.module.css';

// The chart library (recharts and its d3 parts) loads with this screen only, and after its figures.
const DailyTokensChart = lazy(() => import('./daily-tokens-chart'));

const t = tokenUsageTexts.daily;
const c = t.columns;

interface DailyUsageProps {
  range: DayRange;
  rows: readonly DayUsage[];
}

/**
 * Every day of the range, as a chart of stacked prompt and completion tokens and as the table of the
 * same figures, which is the chart's text alternative (the chart's label says so). Quiet days are
 * there as zeros in both.
 */
export function DailyUsage({ range, rows }: DailyUsageProps) {
  const days = everyDayOf(range, rows);
  const chartLabel = t.chartLabel(longDay(range.startDate), longDay(range.endDate));
  return (
    <section className={styles.section} aria-labelledby="token-usage-daily">
      <h2 id="token-usage-daily" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <div className={styles.chartCard}>
        <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
          <DailyTokensChart days={days} label={chartLabel} />
        </Suspense>
      </div>
      <FiguresTable
        caption={t.caption}
        columns={[c.date, c.totalTokens, c.promptTokens, c.completionTokens]}
        rows={days.map((day) => ({
          key: day.date,
          header: longDay(day.date),
          figures: [day.totalTokens, day.promptTokens, day.completionTokens].map(formatCount),
          muted: day.totalTokens === 0,
        }))}
      />
    </section>
  );
}
