import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { formatDay, formatRate } from '@/lib/format-ro';
import type { ExchangeRateState } from '../use-exchange-rate';
import styles from './exchange-rate-summary.module.css';

const t = {
  label: 'Curs EUR/RON',
  value: (rate: string) => `1 EUR = ${rate} lei`,
  loading: 'Se actualizează cursul...',
  updated: (day: string) => `Actualizat la ${day}`,
  defaultRate: 'Curs implicit',
};

/**
 * The rate in use and how current it is, from `useExchangeRate()` (the page asks once and shares
 * the state with its prices). The error text appears when the default rate is in use.
 */
export function ExchangeRateSummary({ state }: { state: ExchangeRateState }) {
  const status = state.loading
    ? t.loading
    : state.lastUpdated
      ? t.updated(formatDay(state.lastUpdated))
      : t.defaultRate;
  return (
    <div className={styles.summary}>
      <p className={styles.rate}>
        <span className={styles.label}>{t.label}</span>
        <strong className={styles.value}>{t.value(formatRate(state.rate))}</strong>
      </p>
      <p className={styles.status} aria-live="polite">
        <RefreshCw aria-hidden="true" size={14} className={state.loading ? styles.spin : undefined} />
        {status}
      </p>
      {state.error ? (
        <Alert tone="error" className={styles.error}>
          {state.error}
        </Alert>
      ) : null}
    </div>
  );
}
