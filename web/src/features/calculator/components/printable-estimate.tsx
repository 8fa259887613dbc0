import {
  contactHours,
  estimateLines,
  estimateTotals,
  hardwareOrderFeeRon,
  serviceArea,
  servicePackages,
  type CalculatorState,
} from '@smarthome/catalog';
import { ro } from '@/lib/texts/ro';
import { useHydrated } from '@/lib/use-hydrated';
import { formatDay, formatEur, formatLei, formatRate } from '@/lib/format-ro';
import { rateTextMark, sameInEveryState } from '@/lib/rate-marks';
import { calculatorTexts } from '../calculator-texts';
import styles from './printable-estimate.module.css';

const t = calculatorTexts.print;
const s = calculatorTexts.summary;
/** The print names the rate used, not how current it was. */
const printedRate = sameInEveryState(s.rate.default);

interface PrintableEstimateProps {
  state: CalculatorState;
  rate: number;
  /** Where the estimate can be opened again. */
  shareUrl: string;
  /** The absolute address of the contact page, readable on paper. */
  contactUrl: string;
  /** The day printed on the estimate; today unless a test fixes it. */
  date?: Date;
}

/**
 * The one-page estimate the print button produces: hidden on screen, the only thing on paper (its
 * stylesheet hides the site's header, breadcrumb, footer and the rest of the page while it is
 * mounted). A plain table on white: it must read well in black and white and fit one A4 page with
 * every item selected.
 */
export function PrintableEstimate({ state, rate, shareUrl, contactUrl, date }: PrintableEstimateProps) {
  // Today is the browser's day: the pre-rendered page leaves it out (it is only seen on paper).
  const hydrated = useHydrated();
  const day = date ?? (hydrated ? new Date() : null);
  const lines = estimateLines(state);
  const totals = estimateTotals(state, rate);
  const pkg = state.package ? servicePackages[state.package] : null;

  return (
    <section data-print-estimate="" className={styles.sheet} aria-labelledby="printable-estimate-title">
      <div className={styles.head}>
        <p className={styles.brand}>{ro.brand.name}</p>
        <p>
          {t.date}: {day && formatDay(day)}
        </p>
      </div>
      <h2 id="printable-estimate-title" className={styles.title}>
        {t.title}
      </h2>

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.unitPrice}</th>
            <th scope="col">{t.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item.id}>
              <td>{line.item.name}</td>
              <td>{line.quantity}</td>
              <td>{formatLei(line.item.priceRon)}</td>
              <td>{formatLei(line.subtotalRon)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t.hardwareTotal}
            </th>
            <td>{formatLei(totals.hardwareRon)}</td>
          </tr>
          {pkg ? (
            <tr>
              <th scope="row" colSpan={3}>
                {t.package(pkg.title, formatEur(pkg.priceEur))}
              </th>
              <td>{formatLei(totals.packageRon)}</td>
            </tr>
          ) : null}
          <tr className={styles.grand}>
            <th scope="row" colSpan={3}>
              {t.total}
            </th>
            <td>{formatLei(totals.totalRon)}</td>
          </tr>
        </tfoot>
      </table>

      <div className={styles.notes}>
        <p {...rateTextMark(printedRate)}>{printedRate.default(formatRate(rate))}</p>
        <p>{s.feeNote(hardwareOrderFeeRon(totals.hardwareRon))}</p>
        <p>{s.disclaimer}</p>
        <p>
          {t.link}: <span className={styles.url}>{shareUrl}</span>
        </p>
      </div>

      <div className={styles.contact}>
        <h3>{t.contactTitle}</h3>
        <p>
          {t.contactText} <span className={styles.url}>{contactUrl}</span>
        </p>
        <p>
          {t.hours}: {contactHours.map((row) => `${row.days} ${row.hours}`).join('; ')}
        </p>
        <p>
          {t.area}: {serviceArea.join(', ')}. {t.areaElsewhere}
        </p>
      </div>
    </section>
  );
}
