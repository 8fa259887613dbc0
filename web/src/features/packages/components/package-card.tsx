import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { approximateRon, packagePriceEur } from '@/lib/business';
import { packagePath, type PackageId } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import styles from './package-card.module.css';

const t = ro.packages;

interface PackageCardProps {
  id: PackageId;
  /** How many features the card lists before the '+N caracteristici adiționale' line (3 on the home page). */
  visibleFeatures: number;
  highlighted?: boolean;
}

export function PackageCard({ id, visibleFeatures, highlighted = false }: PackageCardProps) {
  const features = t.features[id];
  const hidden = features.length - visibleFeatures;
  const titleId = `package-card-${id}`;
  return (
    <article className={styles.card} data-highlighted={highlighted} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.name}>
        {t.names[id]}
      </h3>
      <p className={styles.summary}>{t.summaries[id]}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{packagePriceEur[id]} €</span>
        <span className={styles.per}>{t.perPackage}</span>
      </p>
      <p className={styles.ron}>{t.approxRon(approximateRon(packagePriceEur[id]))}</p>
      {t.includesPrevious[id] ? <p className={styles.includes}>{t.includesPrevious[id]}</p> : null}
      <ul className={styles.features}>
        {features.slice(0, visibleFeatures).map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={18} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className={styles.more}>{t.moreFeatures(hidden)}</p> : null}
      <Link to={packagePath(id)} className={styles.link}>
        {t.details}
        <span className="visually-hidden"> {t.names[id]}</span>
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </article>
  );
}
