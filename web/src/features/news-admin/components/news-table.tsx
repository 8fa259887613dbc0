import type { NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { formatDate } from '@/features/news-admin/utils/news-rules';
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
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.title}</th>
            <th scope="col">{c.created}</th>
            <th scope="col">{c.tags}</th>
            <th scope="col" className={styles.actionsHead}>
              {c.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={styles.titleCell}>
                {item.title}
              </th>
              <td className={styles.dateCell}>{formatDate(item.createdAt)}</td>
              <td className={styles.tagsCell}>
                <NewsTags tags={item.tags} empty={t.noTags} />
              </td>
              <td>
                <NewsActions item={item} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
