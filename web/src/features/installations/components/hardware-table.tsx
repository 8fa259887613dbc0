import type { InstallationDetail } from '@/features/installations/api/installations-api';
import { installationsTexts } from '@/features/installations/installations-texts';
import { ronText } from '@/features/installations/utils/installation-rules';
import styles from './installation-detail.module.css';

const t = installationsTexts.hardware;

/**
 * The hardware list: item, quantity, unit price and line total in RON, and the sum at the foot. In a
 * narrow box (a phone) the unit price moves under the item's name, so the totals stay in view.
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
            <th scope="col" className={styles.number}>
              {t.quantity}
            </th>
            <th scope="col" className={`${styles.number} ${styles.unitColumn}`}>
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
                <span className={styles.unitNote}>{t.each(ronText(item.unitPrice))}</span>
              </th>
              <td className={styles.number}>{item.quantity}</td>
              <td className={`${styles.number} ${styles.unitColumn}`}>{ronText(item.unitPrice)}</td>
              <td className={styles.number}>{ronText(item.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t.sum}
            </th>
            <td className={styles.unitColumn} />
            <td className={styles.number}>{ronText(installation.hardwareTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
