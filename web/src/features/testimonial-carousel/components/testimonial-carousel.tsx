import { CarouselControls } from '@/components/ui/carousel-controls';
import { useAutoRotation } from '@/lib/use-auto-rotation';
import type { Testimonial } from '../api/featured-testimonials';
import { testimonialTexts as t } from '../testimonial-texts';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonial-carousel.module.css';

/** The carousel turns to the next testimonial every 5000 ms. */
export const ROTATION_INTERVAL_MS = 5000;

/**
 * The testimonials one at a time, after the WAI-ARIA APG carousel: pause/play first, then one dot
 * per testimonial and the previous and next buttons (both wrap). Hidden slides are inert; the live
 * region speaks only when the visitor, not the timer, changes the testimonial. A single testimonial
 * is shown as it is, without controls.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const total = testimonials.length;
  const { index, playing, rotating, goTo, next, previous, togglePlaying, pauseHandlers } = useAutoRotation(
    total,
    ROTATION_INTERVAL_MS,
  );
  const only = testimonials[0];
  if (total === 1 && only) {
    return (
      <div className={styles.single}>
        <TestimonialCard testimonial={only} />
      </div>
    );
  }
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      {...pauseHandlers}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, position) => {
          const active = position === index;
          return (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slideLabel(position + 1, total, testimonial.clientName)}
              className={styles.slide}
              data-active={active}
              aria-hidden={!active}
              inert={!active}
            >
              <TestimonialCard testimonial={testimonial} />
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
        dots={testimonials.map((testimonial, position) => ({
          key: testimonial.id,
          label: t.showSlide(position + 1, testimonial.clientName),
        }))}
        labels={{ indicators: t.indicatorsLabel, previous: t.previous, next: t.next }}
      />
    </div>
  );
}
