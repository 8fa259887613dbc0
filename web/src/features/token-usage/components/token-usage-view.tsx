import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { useTokenUsage } from '@/features/token-usage/api/token-usage-api';
import { tokenUsageTexts as t } from '@/features/token-usage/token-usage-texts';
import {
  localDay,
  queryOfRange,
  rangeFromQuery,
  type DayRange,
} from '@/features/token-usage/utils/date-range';
import { failureText, hasUsage } from '@/features/token-usage/utils/usage-rules';
import { longDay } from '@/features/token-usage/utils/usage-figures';
import { useFailureLog } from '@/lib/use-failure-log';
import { DailyUsage } from './daily-usage';
import { ModelUsage } from './model-usage';
import { RangeForm } from './range-form';
import { UsageOverview } from './usage-overview';
import styles from './token-usage.module.css';

/**
 * The token usage of the chat assistant over a range of days: the range (in the address, so a
 * reload or a shared link shows the same days; the last 30 days and today by default), the totals,
 * the days as a chart and a table, and the models. Today is the browser's: the screen never asks
 * for a day that has not come yet where the admin is.
 */
export function TokenUsageView() {
  // Read once: an open screen keeps the day it was opened on.
  const [today] = useState(() => localDay(new Date()));
  const [params, setParams] = useSearchParams();
  const range = rangeFromQuery(params, today);
  const { usage, loading, refreshing, failure, reload } = useTokenUsage(range);

  useFailureLog(failure);

  const apply = (next: DayRange) => {
    if (next.startDate === range.startDate && next.endDate === range.endDate) reload();
    else setParams(queryOfRange(next));
  };

  return (
    <>
      {/* A new range in the address (Back, a link) starts the fields over from it. */}
      <RangeForm
        key={`${range.startDate}/${range.endDate}`}
        applied={range}
        today={today}
        busy={loading || refreshing}
        onApply={apply}
      />
      <p className={styles.period}>{t.range.shown(longDay(range.startDate), longDay(range.endDate))}</p>

      {loading ? <ListLoading text={t.loading} /> : null}
      {failure ? (
        <ListFailure message={failureText(failure)} retryLabel={t.tryAgain} onRetry={reload} />
      ) : null}
      {usage && !hasUsage(usage.tokenUsageStats) ? (
        <ListEmpty icon={Coins} text={t.empty} hint={t.emptyHint} />
      ) : null}
      {usage && hasUsage(usage.tokenUsageStats) ? (
        <>
          <UsageOverview stats={usage.tokenUsageStats} />
          <DailyUsage range={range} rows={usage.tokenUsageDaily} />
          <ModelUsage models={usage.tokenUsageByModel} />
        </>
      ) : null}
    </>
  );
}
