import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import styles from './intro-section.module.css';

interface IntroSectionProps {
  /** Id of the section's h2, unique on the page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** More under the paragraphs, e.g. an h3 with a list. */
  children?: ReactNode;
  /** What stands beside the text (under it on narrow screens): key numbers, a drawing. */
  aside: ReactNode;
  /** center suits an aside about as tall as the text; start keeps a short one at the top. */
  alignAside?: 'start' | 'center';
}

/** The first section under a page's hero: what the thing is, in a few paragraphs, with a figure beside. */
export function IntroSection({
  id,
  title,
  paragraphs,
  children,
  aside,
  alignAside = 'start',
}: IntroSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Container className={`${styles.columns} ${styles[alignAside]}`}>
        <div className={styles.text}>
          <h2 id={id}>{title}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
