import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dashboardExamples } from '../dashboard-examples';
import { dashboardTexts as t } from '../texts';
import { DashboardImage } from './dashboard-image';
import styles from './dashboard-lightbox.module.css';

interface DashboardLightboxProps {
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One dashboard screenshot enlarged in the site's modal (focus kept inside, Escape closes, focus goes
 * back on close), with previous/next buttons and the arrow keys to walk through the six, wrapping.
 */
export function DashboardLightbox({ index, onIndexChange, onClose }: DashboardLightboxProps) {
  const total = dashboardExamples.length;
  const example = dashboardExamples[index] ?? dashboardExamples[0]!;
  const nextButton = useRef<HTMLButtonElement>(null);
  const step = (delta: number) => onIndexChange((index + delta + total) % total);

  // Arrow keys anywhere in the dialog, the close button included.
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') stepRef.current(1);
      if (event.key === 'ArrowLeft') stepRef.current(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal title={example.title} closeLabel={t.close} onClose={onClose} size="wide" initialFocus={nextButton}>
      <figure className={styles.figure}>
        <DashboardImage
          key={example.id}
          image={example.image}
          alt={example.alt}
          sizes="(min-width: 1160px) 1072px, 100vw"
          eager
          className={styles.image}
        />
        <figcaption className={styles.caption}>{example.description}</figcaption>
      </figure>
      <div className={styles.nav}>
        <Button variant="secondary" size="small" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" size={18} />
          {t.previousImage}
        </Button>
        <p className={styles.position} aria-live="polite">
          {t.position(index + 1, total)}
        </p>
        <Button ref={nextButton} variant="secondary" size="small" onClick={() => step(1)}>
          {t.nextImage}
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
    </Modal>
  );
}
