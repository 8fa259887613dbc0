import { useId } from 'react';
import {
  afterSupportRate,
  DEFAULT_EUR_RON_RATE,
  featureCategories,
  featureCategoryNames,
  packageFeatures,
  packageIds,
  servicePackages,
  type FeatureValue,
  type PackageId,
} from '@smarthome/catalog';
import { catalogIcons } from '../package-icons';
import { MarkIcon } from '@/components/ui/mark-icon';
import { packageTexts } from '../package-texts';
import styles from './package-comparison.module.css';
import { approxRonText, ronMark } from '@/lib/rate-marks';

const t = packageTexts.comparison;

interface PackageComparisonProps {
  /** The package whose column is drawn out (on its own page). */
  highlight?: PackageId;
  /** EUR→RON rate of the approximate RON prices in the price row; 4.95 when not given. */
  eurRonRate?: number;
}

function Value({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <>
        <MarkIcon mark="check" className={styles.yes} />
        <span className="visually-hidden">{t.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <MarkIcon mark="minus" className={styles.no} />
        <span className="visually-hidden">{t.notIncluded}</span>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * Every feature row of the catalog, grouped by category, one column per package. On a phone the
 * table scrolls sideways inside its own focusable region while the feature names stay in place
 * (sticky first column), so no column is squeezed into unreadable wrapping.
 */
export function PackageComparison({ highlight, eurRonRate = DEFAULT_EUR_RON_RATE }: PackageComparisonProps) {
  const captionId = useId();
  const hintId = useId();
  const marked = (id: PackageId) => (id === highlight ? 'true' : undefined);
  return (
    <div className={styles.wrapper}>
      <p id={hintId} className={styles.hint}>
        {t.scrollHint}
      </p>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // Focusable so a keyboard user can scroll it (WCAG 2.1.1); the outline shows where focus is.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {t.caption}
          </caption>
          <colgroup>
            <col className={styles.featureColumn} />
            {packageIds.map((id) => (
              <col key={id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t.feature}</th>
              {packageIds.map((id) => (
                <th key={id} scope="col" data-highlighted={marked(id)}>
                  {servicePackages[id].title}
                  {id === highlight ? (
                    <>
                      {' '}
                      <span className={styles.current}>{t.selected}</span>
                    </>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className={styles.priceRow}>
              <th scope="row">{t.price}</th>
              {packageIds.map((id) => (
                <td key={id} data-highlighted={marked(id)}>
                  <strong>{servicePackages[id].priceEur} €</strong>
                  <span className={styles.ron} {...ronMark(servicePackages[id].priceEur)}>
                    {approxRonText(servicePackages[id].priceEur, eurRonRate)}
                  </span>
                </td>
              ))}
            </tr>
          </tbody>
          {featureCategories.map((category) => (
            <tbody key={category}>
              <tr className={styles.group}>
                <th scope="colgroup" colSpan={packageIds.length + 1}>
                  <span>{featureCategoryNames[category]}</span>
                </th>
              </tr>
              {packageFeatures
                .filter((feature) => feature.category === category)
                .map((feature) => {
                  const Icon = catalogIcons[feature.icon];
                  return (
                    <tr key={feature.id}>
                      <th scope="row">
                        <span className={styles.featureName}>
                          <Icon aria-hidden="true" size={16} className={styles.featureIcon} />
                          {feature.name}
                        </span>
                      </th>
                      {packageIds.map((id) => (
                        <td key={id} data-highlighted={marked(id)}>
                          <Value value={feature.values[id]} />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              {category === 'support' ? (
                <tr>
                  <th scope="row">{t.afterSupport}</th>
                  <td colSpan={packageIds.length} className={styles.shared}>
                    {t.afterSupportValue(afterSupportRate.leiPerHour, afterSupportRate.minimumMinutes)}
                  </td>
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
