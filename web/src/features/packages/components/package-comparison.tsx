import { packagePriceEur } from '@/lib/business';
import { packageIds, type PackageId } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './package-comparison.module.css';

const t = ro.packages;
const c = t.comparison;

/** The comparison table of section 9's package limits, with one package highlighted. */
export function PackageComparison({ highlight }: { highlight?: PackageId }) {
  const rows: { label: string; value: (id: PackageId) => string }[] = [
    { label: c.price, value: (id) => `${packagePriceEur[id]} €` },
    { label: c.devices, value: (id) => c.values.devices[id] },
    { label: c.support, value: (id) => c.values.support[id] },
    { label: c.backup, value: (id) => c.values.backup[id] },
    { label: c.afterSupport, value: () => c.afterSupportValue },
  ];
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{c.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.feature}</th>
            {packageIds.map((id) => (
              <th key={id} scope="col" data-highlighted={id === highlight}>
                {t.names[id]}
                {id === highlight ? <span className={styles.current}>{c.selected}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {packageIds.map((id) => (
                <td key={id} data-highlighted={id === highlight}>
                  {row.value(id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
