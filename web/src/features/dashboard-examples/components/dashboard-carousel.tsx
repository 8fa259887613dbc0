import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CarouselControls } from '@/components/ui/carousel-controls';
import { paths } from '@/lib/paths';
import { useAutoRotation } from '@/lib/use-auto-rotation';
import { dashboardExamples } from '../dashboard-examples';
import { dashboardTexts as t } from '../texts';
import { BrowserFrame } from './browser-frame';
import { DashboardImage } from './dashboard-image';
import styles from './dashboard-carousel.module.css';

/** The home carousel advances every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * The home page's carousel of the six dashboard screenshots: it turns every
 * 5 s and wraps; a dot jumps to its slide; a slide leads to /dashboards. Built after the WAI-ARIA APG
 * carousel: the pause/play button comes first, hover and focus pause it, the hidden slides are inert,
 * and the live region speaks only when the visitor, not the timer, changes the slide.
 */
export function DashboardCarousel() {
  const total = dashboardExamples.length;
  const { index, playing, rotating, goTo, next, previous, togglePlaying, pauseHandlers } = useAutoRotation(
    total,
    CAROUSEL_INTERVAL_MS,
  );
  const warm = useWarmSlides(index, total);
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      {...pauseHandlers}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {dashboardExamples.map((example, position) => {
          const active = position === index;
          return (
            <div
              key={example.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slideLabel(position + 1, total, example.title)}
              className={styles.slide}
              data-active={active}
              aria-hidden={!active}
              inert={!active}
            >
              <BrowserFrame>
                {warm.has(position) ? (
                  <DashboardImage
                    image={example.image}
                    alt={example.alt}
                    sizes="(min-width: 1100px) 1040px, 100vw"
                    className={styles.image}
                  />
                ) : (
                  <span className={styles.placeholder} />
                )}
              </BrowserFrame>
              <div className={styles.caption}>
                {/* One link per slide, stretched over the whole slide: a click anywhere goes to the gallery. */}
                <Link to={paths.dashboards} className={styles.title}>
                  {example.title} <span className="visually-hidden">{t.slideLinkSuffix}</span>
                </Link>
                <p className={styles.description}>{example.description}</p>
                <span className={styles.more} aria-hidden="true">
                  {t.toGallery}
                  <ArrowRight size={16} />
                </span>
              </div>
            </div>
          );
        })}
      </div>

      <CarouselControls
        index={index}
        playing={playing}
        onTogglePlaying={togglePlaying}
        onSelect={goTo}
        onPrevious={previous}
        onNext={next}
        dots={dashboardExamples.map((example, position) => ({
          key: example.id,
          label: t.showSlide(position + 1, example.title),
        }))}
        labels={{ indicators: t.indicatorsLabel, previous: t.previous, next: t.next }}
        className={styles.controls}
      />
    </section>
  );
}

/**
 * The slides whose image is in the page: the current one, the next (so it is there before it fades
 * in) and every one shown before. A visitor who never scrolls through the carousel downloads two
 * screenshots, not six.
 */
function useWarmSlides(index: number, total: number): ReadonlySet<number> {
  const [warm, setWarm] = useState<ReadonlySet<number>>(() => new Set([0, 1 % total]));
  const needed = [index, (index + 1) % total];
  // Updated during render (React's "adjusting state when a prop changes"), so no frame shows a slide without its image.
  if (needed.some((position) => !warm.has(position))) setWarm(new Set([...warm, ...needed]));
  return warm;
}
