import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back to a dashboard list from one of its entries or forms. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft aria-hidden="true" size={16} />
      {children}
    </Link>
  );
}
