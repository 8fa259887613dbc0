import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './page-section.module.css';

interface PageSectionProps {
  /** Id of the section's h2, unique on the page. */
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  center?: boolean;
  /** A tinted background, to tell consecutive sections apart. */
  muted?: boolean;
  children: ReactNode;
}

/** A titled band of an inner page: generous vertical space, the site's section heading, then content. */
export function PageSection({ id, title, lead, eyebrow, center, muted = false, children }: PageSectionProps) {
  return (
    <section className={muted ? `${styles.section} ${styles.muted}` : styles.section} aria-labelledby={id}>
      <Container>
        <SectionHeading id={id} title={title} lead={lead} eyebrow={eyebrow} center={center} />
        {children}
      </Container>
    </section>
  );
}

/** Cards side by side: as many columns of at least `min` pixels as fit, one column on a phone. */
export function CardGrid({ children, min = 280 }: { children: ReactNode; min?: 220 | 280 | 340 }) {
  return <div className={`${styles.grid} ${styles[`min${min}`]}`}>{children}</div>;
}
