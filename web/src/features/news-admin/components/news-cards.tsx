import { AdminCard, AdminCards } from '@/components/ui/admin-table';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { formatLongDate } from '@/lib/format-en';
import { NewsActions } from './news-actions';
import { NewsTags } from './news-tags';
import type { NewsViewProps } from './news-table';
import styles from './news-admin.module.css';

const t = newsTexts;

/** The same items as cards (narrow screens), with the same labelled actions. */
export function NewsCards({ items, onDelete }: NewsViewProps) {
  return (
    <AdminCards label={t.caption}>
      {items.map((item) => (
        <AdminCard key={item.id}>
          <h2 className={styles.cardTitle}>{item.title}</h2>
          <p className={styles.cardDate}>
            {t.columns.created} {formatLongDate(item.createdAt)}
          </p>
          <NewsTags tags={item.tags} empty={t.noTags} />
          <NewsActions item={item} layout="card" onDelete={onDelete} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
