import { Maximize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBackCloses } from '@/lib/use-back-closes';
import { dashboardExamples } from '../dashboard-examples';
import { dashboardTexts as t } from '../texts';
import { DashboardImage } from './dashboard-image';
import { DashboardLightbox } from './dashboard-lightbox';
import styles from './dashboard-gallery.module.css';

/**
 * The /dashboards gallery: each example with its title and description;
 * clicking an image enlarges it in a modal, which Back closes too. On close, focus returns to the
 * thumbnail of the image last shown, which is not always the one that opened the modal.
 */
export function DashboardGallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const lastShown = useRef<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  useBackCloses(openIndex !== null, () => setOpenIndex(null));

  useEffect(() => {
    if (openIndex !== null) {
      lastShown.current = openIndex;
      return;
    }
    // Runs after the modal's own clean-up, which focuses the thumbnail that opened it.
    if (lastShown.current !== null) thumbnails.current[lastShown.current]?.focus();
    lastShown.current = null;
  }, [openIndex]);

  return (
    <>
      <ul className={styles.grid}>
        {dashboardExamples.map((example, index) => (
          <li key={example.id} className={styles.card}>
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              className={styles.thumbnail}
              onClick={() => setOpenIndex(index)}
              aria-label={t.enlarge(example.title)}
              aria-haspopup="dialog"
            >
              <DashboardImage
                image={example.image}
                alt={example.alt}
                sizes="(min-width: 1000px) 560px, 100vw"
                eager={index < 2}
                className={styles.image}
              />
              <span className={styles.zoom} aria-hidden="true">
                <Maximize2 size={18} />
              </span>
            </button>
            <div className={styles.text}>
              <h2 className={styles.title}>{example.title}</h2>
              <p className={styles.description}>{example.description}</p>
            </div>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <DashboardLightbox
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </>
  );
}
