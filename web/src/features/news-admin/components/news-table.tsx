import { AdminTable, DateCell } from '@/components/ui/admin-table';
import type { NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { formatLongDate } from '@/lib/format-en';
import { NewsActions } from './news-actions';
import { NewsTags } from './news-tags';
import styles from './news-admin.module.css';

const t = newsTexts;

export interface NewsViewProps {
  items: NewsItem[];
  onDelete: (item: NewsItem) => void;
}

/** The items as a table (wide screens): Title, Created, Tags, Actions; the title is the row header. */
export function NewsTable({ items, onDelete }: NewsViewProps) {
  const c = t.columns;
  return (
    <AdminTable caption={t.caption} columns={[c.title, c.created, c.tags]} actionsLabel={c.actions}>
      {items.map((item) => (
        <tr key={item.id}>
          <th scope="row" className={styles.titleCell}>
            {item.title}
          </th>
          <DateCell>{formatLongDate(item.createdAt)}</DateCell>
          <td className={styles.tagsCell}>
            <NewsTags tags={item.tags} empty={t.noTags} />
          </td>
          <td>
            <NewsActions item={item} layout="row" onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
