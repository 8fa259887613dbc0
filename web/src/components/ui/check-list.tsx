import { MarkIcon } from './mark-icon';
import styles from './check-list.module.css';

interface CheckListProps {
  items: readonly string[];
  /** inline: short points side by side (under a page title); stacked: one per line. */
  layout?: 'inline' | 'stacked';
  label?: string;
}

/** Short selling points, each with a check mark. */
export function CheckList({ items, layout = 'stacked', label }: CheckListProps) {
  return (
    <ul className={`${styles.list} ${styles[layout]}`} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <MarkIcon mark="circleCheck" className={styles.mark} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
