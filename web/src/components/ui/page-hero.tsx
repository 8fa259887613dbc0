import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The title band at the top of every inner page. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container>
        <div className={styles.inner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
