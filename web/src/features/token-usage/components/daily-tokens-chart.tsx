/**
 * The chart of the daily tokens, drawn with recharts: a lazy chunk of the token usage screen (see
 * daily-usage.tsx), so neither the public site nor the rest of the dashboard carries the library.
 */
import { useCallback, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import {
  formatCompactCount,
  formatCount,
  longDay,
  shortDay,
  type DayUsage,
} from '@/features/token-usage/utils/usage-figures';
import styles from './token-usage.module.css';

const t = tokenUsageTexts.daily;

/** The drawing's height; its width is its box's. */
export const CHART_HEIGHT_PX = 280;

const COLORS = {
  prompt: 'var(--color-primary-600)',
  completion: 'var(--color-accent-400)',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-600)',
  ink: 'var(--color-ink-900)',
} as const;

/**
 * The box's width in pixels, followed as it changes (0 until measured, and where there is no layout
 * to measure): recharts draws at a given size.
 */
function useBoxWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((box: HTMLDivElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface DailyTokensChartProps {
  /** Every day of the range, oldest first. */
  days: readonly DayUsage[];
  /** What the chart shows, for screen readers; the table next to it holds its figures. */
  label: string;
}

/**
 * Prompt and completion tokens stacked per day: an image to a screen reader, named by `label`. The
 * bars do not animate: the figures are read again after every Apply, and a moving chart would redraw
 * itself each time.
 */
export default function DailyTokensChart({ days, label }: DailyTokensChartProps) {
  const [ref, width] = useBoxWidth();
  return (
    <div ref={ref} className={styles.chart} role="img" aria-label={label}>
      {width > 0 ? (
        <BarChart
          width={width}
          height={CHART_HEIGHT_PX}
          data={days as DayUsage[]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={COLORS.grid} />
          <XAxis
            dataKey="date"
            tickFormatter={(day) => shortDay(String(day))}
            minTickGap={12}
            tick={{ fill: COLORS.axis, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: COLORS.grid }}
          />
          <YAxis
            tickFormatter={formatCompactCount}
            allowDecimals={false}
            width={44}
            tick={{ fill: COLORS.axis, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            labelFormatter={(day) => longDay(String(day))}
            formatter={(value) => formatCount(Number(value))}
            separator=": "
            // Top of the stack first, as the eye meets the bars; in ink, readable on white.
            itemSorter={(item) => (item.dataKey === 'completionTokens' ? 0 : 1)}
            itemStyle={{ color: COLORS.ink }}
            cursor={{ fill: 'var(--color-surface-sunken)' }}
          />
          <Legend
            iconType="square"
            wrapperStyle={{ fontSize: 13 }}
            // In the stack's order, bottom first, in the page's ink rather than each bar's colour.
            itemSorter={(item) => (item.dataKey === 'promptTokens' ? 0 : 1)}
            formatter={(value) => <span className={styles.legendText}>{String(value)}</span>}
          />
          <Bar
            dataKey="promptTokens"
            name={t.legendPrompt}
            stackId="tokens"
            fill={COLORS.prompt}
            isAnimationActive={false}
          />
          <Bar
            dataKey="completionTokens"
            name={t.legendCompletion}
            stackId="tokens"
            fill={COLORS.completion}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      ) : null}
    </div>
  );
}
