import {
  estimateLines,
  estimateTotals,
  hardwareOrderFeeRon,
  servicePackages,
  type CalculatorState,
} from '@smarthome/catalog';
import { ArrowRight, Check, Link2, Printer, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { rateText, rateTextMark, type ExchangeRateState } from '@/lib/rate-marks';
import { formatEur, formatLei } from '@/lib/format-ro';
import { calculatorTexts } from '../calculator-texts';
import { isInitialState } from '../calculator-query';
import { useCopyLink } from '../use-copy-link';
import styles from './estimate-summary.module.css';

const t = calculatorTexts.summary;

interface EstimateSummaryProps {
  state: CalculatorState;
  rate: ExchangeRateState;
  /** The shareable address of this estimate. */
  shareUrl: string;
  onReset: () => void;
  /**
   * The seam for the chat: a link that opens the chat panel with
   * calculatorTexts.chatMessage(total, package). Nothing is rendered while no chat exists.
   */
  chatLink?: ReactNode;
}

/** Hardware total, package price in RON, overall total, the rate used, and what to do next. */
export function EstimateSummary({ state, rate, shareUrl, onReset, chatLink }: EstimateSummaryProps) {
  const totals = estimateTotals(state, rate.rate);
  const pieces = estimateLines(state).reduce((sum, line) => sum + line.quantity, 0);
  const pkg = state.package ? servicePackages[state.package] : null;
  const { copy, outcome, fieldRef } = useCopyLink(shareUrl);

  return (
    <section id="estimate-summary" className={styles.summary} aria-labelledby="estimate-summary-title">
      <div className={styles.head}>
        <h2 id="estimate-summary-title" className={styles.title}>
          {t.title}
        </h2>
        {/* aria-disabled, not disabled: the button keeps the keyboard focus after a reset. */}
        <button
          type="button"
          className={styles.reset}
          onClick={onReset}
          aria-disabled={isInitialState(state)}
        >
          <RotateCcw aria-hidden="true" size={15} />
          {t.reset}
        </button>
      </div>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>
            {t.hardware}
            <span className={styles.detail}>{t.pieces(pieces)}</span>
          </dt>
          <dd>{formatLei(totals.hardwareRon)}</dd>
        </div>
        <div className={styles.line}>
          <dt>
            {pkg ? t.package(pkg.title) : t.noPackage}
            {pkg ? <span className={styles.detail}>{formatEur(pkg.priceEur)}</span> : null}
          </dt>
          <dd>{formatLei(totals.packageRon)}</dd>
        </div>
      </dl>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <span>{t.total}</span>
        <strong>{formatLei(totals.totalRon)}</strong>
      </p>
      <p className={styles.rate} {...rateTextMark(t.rate)}>
        {rateText(t.rate, rate)}
      </p>
      {/* Always in the page, hidden unless needed: the live rate may have to show it before React runs. */}
      <p className={styles.rateError} data-rate-error hidden={!rate.error}>
        {rate.error}
      </p>
      <div className={styles.fee}>
        <p>{t.feeNote(hardwareOrderFeeRon(totals.hardwareRon))}</p>
        <p className={styles.detail}>{t.disclaimer}</p>
      </div>

      <div className={styles.next}>
        <ButtonLink to={paths.contact} variant="accent" block>
          {t.contactCta}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
        <p className={styles.detail}>{t.contactHint}</p>
        {chatLink}
      </div>

      <div className={styles.tools}>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {outcome === 'copied' ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <Link2 aria-hidden="true" size={16} />
          )}
          {t.copyLink}
        </Button>
        <Button variant="secondary" size="small" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={16} />
          {t.print}
        </Button>
      </div>
      <div role="status" className={styles.copyStatus}>
        {outcome === 'copied' ? t.copied : outcome === 'failed' ? t.copyFailed : null}
      </div>
      {outcome === 'failed' ? (
        <input
          ref={fieldRef}
          className={styles.copyField}
          readOnly
          value={shareUrl}
          aria-label={t.linkLabel}
          onFocus={(event) => event.target.select()}
        />
      ) : null}
    </section>
  );
}
