import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { formatDate } from '@/features/news-admin/utils/news-rules';
import { NewsActions } from './news-actions';
import { NewsTags } from './news-tags';
import type { NewsViewProps } from './news-table';
import styles from './news-admin.module.css';

const t = newsTexts;

/** The same items as cards (narrow screens), with the same labelled actions. */
export function NewsCards({ items, onDelete }: NewsViewProps) {
  return (
    <ul className={styles.cards} aria-label={t.caption}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <h2 className={styles.cardTitle}>{item.title}</h2>
          <p className={styles.cardDate}>
            {t.columns.created} {formatDate(item.createdAt)}
          </p>
          <NewsTags tags={item.tags} empty={t.noTags} />
          <NewsActions item={item} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
