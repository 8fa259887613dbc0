import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import {
  rateText,
  rateTextMark,
  sameInEveryState,
  type ExchangeRateState,
  type RateTexts,
} from '@/lib/rate-marks';
import styles from './exchange-rate-summary.module.css';

const t = {
  label: 'Curs EUR/RON',
  value: sameInEveryState((rate) => `1 EUR = ${rate} lei`),
  status: {
    loading: () => 'Se actualizează cursul...',
    updated: (_rate, day) => `Actualizat la ${day}`,
    default: () => 'Curs implicit',
  } satisfies RateTexts,
};

/**
 * The rate in use and how current it is, from `useExchangeRate()` (the page asks once and shares
 * the state with its prices). The error text appears when the default rate is in use.
 */
export function ExchangeRateSummary({ state }: { state: ExchangeRateState }) {
  return (
    <div className={styles.summary}>
      <p className={styles.rate}>
        <span className={styles.label}>{t.label}</span>
        <strong className={styles.value} {...rateTextMark(t.value)}>
          {rateText(t.value, state)}
        </strong>
      </p>
      <p className={styles.status} aria-live="polite" data-rate-loading={state.loading ? '' : undefined}>
        <RefreshCw aria-hidden="true" size={14} className={styles.icon} />
        <span {...rateTextMark(t.status)}>{rateText(t.status, state)}</span>
      </p>
      {/* Always in the page, hidden unless needed: the live rate may have to show it before React runs. */}
      <div data-rate-error-box hidden={!state.error}>
        <Alert tone="error" className={styles.error}>
          <span data-rate-error>{state.error}</span>
        </Alert>
      </div>
    </div>
  );
}
