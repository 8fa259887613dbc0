import { CalendarDays } from 'lucide-react';
import { formatDay } from '@/lib/format-ro';
import styles from './news-date.module.css';

/** The day an item was published, in Romanian ("14 martie 2025"). */
export function NewsDate({ time, label }: { time: string; label?: string }) {
  return (
    <p className={styles.date}>
      <CalendarDays aria-hidden="true" size={16} />
      {label ? <span className="visually-hidden">{label} </span> : null}
      <time dateTime={time}>{formatDay(time)}</time>
    </p>
  );
}
