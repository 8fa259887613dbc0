import { packageIds, servicePackages, type PackageId } from '@smarthome/catalog';
import { ArrowRight, Check, Crown, House, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { packagePath } from '@/lib/paths';
import { formatEur } from '@/lib/format-ro';
import { calculatorTexts } from '../calculator-texts';
import styles from './package-picker.module.css';
import { approxRonText, ronMark } from '@/lib/rate-marks';

const t = calculatorTexts.packages;

const icons: Record<PackageId, LucideIcon> = { basic: House, advanced: SlidersHorizontal, premium: Crown };

interface PackagePickerProps {
  selected: PackageId | null;
  rate: number;
  /** The same function on every render, so that the cards re-render only when the choice or the rate changes. */
  onToggle: (id: PackageId) => void;
}

/**
 * Three toggle buttons (aria-pressed), at most one pressed: pressing another moves the choice,
 * pressing the chosen one again clears it. Each card links to its package page too.
 */
export const PackagePicker = memo(function PackagePicker({ selected, rate, onToggle }: PackagePickerProps) {
  return (
    <ul className={styles.cards}>
      {packageIds.map((id) => {
        const pkg = servicePackages[id];
        const pressed = selected === id;
        const Icon = icons[id];
        return (
          <li key={id} className={styles.card} data-pressed={pressed || undefined}>
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={pressed}
              onClick={() => onToggle(id)}
            >
              <span className={styles.top}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className={styles.name}>{pkg.title}</span>
                <span className={styles.state} aria-hidden="true">
                  {pressed ? <Check size={14} /> : null}
                  {pressed ? t.selected : t.choose}
                </span>
              </span>
              <span className={styles.price}>
                {formatEur(pkg.priceEur)}{' '}
                <span className={styles.ron} {...ronMark(pkg.priceEur)}>
                  {approxRonText(pkg.priceEur, rate)}
                </span>
              </span>
              <span className={styles.description}>{pkg.description}</span>
              <span className={styles.facts}>
                <span>{t.devices(pkg.maxDevices)}</span>
                <span>{t.support(pkg.supportDays, pkg.prioritySupport)}</span>
              </span>
            </button>
            <Link to={packagePath(id)} className={styles.link}>
              {t.details} <span className="visually-hidden">{pkg.title}</span>
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
