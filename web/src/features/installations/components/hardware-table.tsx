import type { InstallationDetail } from '@/features/installations/api/installations-api';
import { installationsTexts } from '@/features/installations/installations-texts';
import { ronText } from '@/features/installations/utils/installation-rules';
import styles from './installation-detail.module.css';

const t = installationsTexts.hardware;

/**
 * The hardware list: item, quantity, unit price and line total in RON, and the sum at the foot. In a
 * narrow box (a phone) quantity and unit price move under the item's name, as on a receipt
 * ("4 × 69.90 RON"), in place of their columns, so the totals stay in view.
 */
export function HardwareTable({ installation }: { installation: InstallationDetail }) {
  return (
    // Scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it too.
    <div className={styles.tableWrap} role="region" aria-label={t.caption} tabIndex={0}>
      <table className={styles.hardware}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col" className={`${styles.number} ${styles.quantityColumn}`}>
              {t.quantity}
            </th>
            <th scope="col" className={`${styles.number} ${styles.priceColumn}`}>
              {t.unitPrice}
            </th>
            <th scope="col" className={styles.number}>
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {installation.hardware.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.name}
                <span className={styles.lineNote}>{t.line(item.quantity, ronText(item.unitPrice))}</span>
              </th>
              <td className={`${styles.number} ${styles.quantityColumn}`}>{item.quantity}</td>
              <td className={`${styles.number} ${styles.priceColumn}`}>{ronText(item.unitPrice)}</td>
              <td className={styles.number}>{ronText(item.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.sum}</th>
            <td className={styles.quantityColumn} />
            <td className={styles.priceColumn} />
            <td className={styles.number}>{ronText(installation.hardwareTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
