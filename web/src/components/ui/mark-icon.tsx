import styles from './mark-icon.module.css';

/** The icons (lucide's, drawn the same) a list or table repeats on every row. */
export type Mark = 'check' | 'minus' | 'plus' | 'circleCheck';

/** A decorative mark in the text colour, `size` px square; the text beside it says what it means. */
export function MarkIcon({ mark, size = 18, className }: { mark: Mark; size?: number; className?: string }) {
  return (
    <span
      className={`${styles.mark} ${styles[mark]}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
