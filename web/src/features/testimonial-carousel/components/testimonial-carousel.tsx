import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Testimonial } from '../api/featured-testimonials';
import { testimonialTexts as t } from '../testimonial-texts';
import { useRotation } from '../use-rotation';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonial-carousel.module.css';

/**
 * The testimonials one at a time, after the WAI-ARIA APG carousel: pause/play first, then one dot
 * per testimonial and the previous and next buttons (both wrap). Hidden slides are inert; the live
 * region speaks only when the visitor, not the timer, changes the testimonial. A single testimonial
 * is shown as it is, without controls.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const total = testimonials.length;
  const { index, playing, rotating, goTo, next, previous, togglePlaying, pauseHandlers } = useRotation(total);
  const only = testimonials[0];
  if (total === 1 && only) {
    return (
      <div className={styles.single}>
        <TestimonialCard testimonial={only} />
      </div>
    );
  }
  const PlayIcon = playing ? Pause : Play;
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

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlaying}
          aria-label={playing ? t.pause : t.play}
        >
          <PlayIcon aria-hidden="true" size={18} />
        </button>
        <div className={styles.dots} role="group" aria-label={t.indicatorsLabel}>
          {testimonials.map((testimonial, position) => (
            <button
              key={testimonial.id}
              type="button"
              className={styles.dot}
              onClick={() => goTo(position)}
              aria-label={t.showSlide(position + 1, testimonial.clientName)}
              aria-current={position === index ? 'true' : undefined}
            />
          ))}
        </div>
        <div className={styles.arrows}>
          <button type="button" className={styles.control} onClick={previous} aria-label={t.previous}>
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <button type="button" className={styles.control} onClick={next} aria-label={t.next}>
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
    </div>
  );
}
