import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './icon-card.module.css';

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  /** The heading level that keeps the page's outline in order (h3 under a section's h2). */
  level?: 2 | 3;
  children: ReactNode;
  /** Something pinned to the bottom of the card. */
  footer?: ReactNode;
  /** A "read more" link pinned to the bottom of the card (instead of a footer). */
  link?: { to: string; label: string };
  tone?: 'primary' | 'accent';
  /** Makes the whole card a link to this path, named by the title (one link per card, not two). */
  to?: string;
}

/** A card with an icon badge, a title and free content: the building block of the explanatory pages. */
export function IconCard({
  icon: Icon,
  title,
  level = 3,
  children,
  footer,
  link,
  tone = 'primary',
  to,
}: IconCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const bottom = link ? (
    <Link to={link.to}>
      {link.label}
      <ArrowRight aria-hidden="true" size={16} />
    </Link>
  ) : (
    footer
  );
  return (
    <article className={to ? `${styles.card} ${styles.linked}` : styles.card}>
      <span className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        <Icon size={24} />
      </span>
      <Title className={styles.title}>
        {to ? (
          <Link to={to} className={styles.stretched}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Title>
      <div className={styles.body}>{children}</div>
      {bottom ? <div className={styles.footer}>{bottom}</div> : null}
    </article>
  );
}
