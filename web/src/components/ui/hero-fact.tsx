import type { LucideIcon } from 'lucide-react';
import styles from './hero-fact.module.css';

interface HeroFactProps {
  icon: LucideIcon;
  label: string;
  value: string;
}

/** The one number a page leads with (a price, a duration), as a pill under the page title. */
export function HeroFact({ icon: Icon, label, value }: HeroFactProps) {
  return (
    <p className={styles.fact}>
      <Icon aria-hidden="true" size={20} />
      <span>
        {label}: <strong>{value}</strong>
      </span>
    </p>
  );
}
