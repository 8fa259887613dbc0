import styles from './spinner.module.css';

/** A small rotating ring; decorative, the text next to it says what is happening. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
