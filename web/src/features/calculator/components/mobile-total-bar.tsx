import { ChevronDown } from 'lucide-react';
import { formatLei } from '@/lib/format-ro';
import { calculatorTexts } from '../calculator-texts';
import styles from './mobile-total-bar.module.css';

const t = calculatorTexts.summary;

/**
 * On a narrow screen the summary comes after the 22 items; this bar keeps the total in sight while
 * scrolling through them and jumps to the summary. It is sticky, not fixed, at the end of the item
 * column: it settles in place above the summary and never covers the footer. Hidden where the
 * summary itself is sticky beside the items.
 */
export function MobileTotalBar({ totalRon }: { totalRon: number }) {
  return (
    // data-bottom-bar: floating buttons of the layout (the chat's) keep clear of the bar.
    <div className={styles.bar} data-bottom-bar="">
      <p className={styles.total}>
        <span>{t.mobileTotal}</span>
        <strong>{formatLei(totalRon)}</strong>
      </p>
      <a href="#estimate-summary" className={styles.link}>
        {t.mobileLink}
        <ChevronDown aria-hidden="true" size={16} />
      </a>
    </div>
  );
}
