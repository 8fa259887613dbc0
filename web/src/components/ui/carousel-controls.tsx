import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import styles from './carousel-controls.module.css';

/** The pause/play button's names, the same on every carousel of the site. */
const PLAY_LABELS = {
  pause: 'Oprește derularea automată',
  play: 'Pornește derularea automată',
} as const;

interface CarouselControlsProps {
  index: number;
  playing: boolean;
  onTogglePlaying: () => void;
  onSelect: (position: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** One dot per slide: its key and accessible name. */
  dots: readonly { key: string; label: string }[];
  labels: { indicators: string; previous: string; next: string };
  className?: string;
}

/**
 * A carousel's controls after the WAI-ARIA APG carousel: pause/play first, then one dot per slide
 * (the current one aria-current) and the previous and next buttons.
 */
export function CarouselControls({
  index,
  playing,
  onTogglePlaying,
  onSelect,
  onPrevious,
  onNext,
  dots,
  labels,
  className,
}: CarouselControlsProps) {
  const PlayIcon = playing ? Pause : Play;
  return (
    <div className={className ? `${styles.controls} ${className}` : styles.controls}>
      <button
        type="button"
        className={styles.control}
        onClick={onTogglePlaying}
        aria-label={playing ? PLAY_LABELS.pause : PLAY_LABELS.play}
      >
        <PlayIcon aria-hidden="true" size={18} />
      </button>
      <div className={styles.dots} role="group" aria-label={labels.indicators}>
        {dots.map((dot, position) => (
          <button
            key={dot.key}
            type="button"
            className={styles.dot}
            onClick={() => onSelect(position)}
            aria-label={dot.label}
            aria-current={position === index ? 'true' : undefined}
          />
        ))}
      </div>
      <div className={styles.arrows}>
        <button type="button" className={styles.control} onClick={onPrevious} aria-label={labels.previous}>
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <button type="button" className={styles.control} onClick={onNext} aria-label={labels.next}>
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
    </div>
  );
}
