import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  DEFAULT_EUR_RON_RATE,
  firstItems,
  servicePackages,
  tierFeatures,
  type PackageId,
} from '@smarthome/catalog';
import { MarkIcon } from '@/components/ui/mark-icon';
import { packagePath } from '@/lib/paths';
import { catalogIcons } from '../package-icons';
import { packageTexts as t } from '../package-texts';
import styles from './package-card.module.css';
import { approxRonText, ronMark } from '@/lib/rate-marks';

export interface PackageCardProps {
  id: PackageId;
  /**
   * How many features the card lists before the '+N caracteristici adiționale' line: 3 on the home
   * page, 4 on /packages.
   */
  visibleFeatures: number;
  /** Drawn out, with a 'Recomandat' badge. */
  highlighted?: boolean;
  /** EUR→RON rate of the approximate RON price (`useExchangeRate().rate`); 4.95 when not given. */
  eurRonRate?: number;
  /** h3 under a section's h2 (default); h2 where the cards sit directly under the page title. */
  headingLevel?: 2 | 3;
}

/**
 * One package as a card: name, short description, price in EUR and approximately in RON, then the
 * first features (what it adds over the package below come first) and how many more there are.
 */
export function PackageCard({
  id,
  visibleFeatures,
  highlighted = false,
  eurRonRate = DEFAULT_EUR_RON_RATE,
  headingLevel = 3,
}: PackageCardProps) {
  const pkg = servicePackages[id];
  const Icon = catalogIcons[pkg.icon];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { shown, remaining } = firstItems(tierFeatures(id), visibleFeatures);
  const base = pkg.basedOn ? servicePackages[pkg.basedOn] : null;
  const titleId = `package-card-${id}`;
  return (
    <article className={styles.card} data-highlighted={highlighted} aria-labelledby={titleId}>
      {highlighted ? <p className={styles.badge}>{t.recommended}</p> : null}
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={22} />
        </span>
        <Title id={titleId} className={styles.name}>
          {pkg.title}
        </Title>
      </div>
      <p className={styles.summary}>{pkg.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{pkg.priceEur} €</span>
        <span className={styles.per}>{t.perPackage}</span>
      </p>
      <p className={styles.ron} {...ronMark(pkg.priceEur)}>
        {approxRonText(pkg.priceEur, eurRonRate)}
      </p>
      <div className={styles.body}>
        {base ? <p className={styles.includes}>{t.includesPrevious(base.title)}</p> : null}
        <ul className={styles.features}>
          {shown.map(({ feature, label }) => (
            <li key={feature.id}>
              <MarkIcon mark="check" className={styles.check} />
              {label}
            </li>
          ))}
        </ul>
        {remaining > 0 ? <p className={styles.more}>{t.moreFeatures(remaining)}</p> : null}
      </div>
      {/* The package's page takes this one's place without a new document (rendering/page-swap.ts). */}
      <Link to={packagePath(id)} className={styles.link} data-swap="">
        {t.details} <span className="visually-hidden">{pkg.title}</span>
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </article>
  );
}
