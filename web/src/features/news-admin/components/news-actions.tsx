import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { paths } from '@/lib/paths';
import styles from './news-admin.module.css';

const t = newsTexts;

interface NewsActionsProps {
  item: NewsItem;
  onDelete: (item: NewsItem) => void;
}

/** View, Edit and Delete of one item; the accessible names carry the title, the screen shows the verb. */
export function NewsActions({ item, onDelete }: NewsActionsProps) {
  const detail = `${paths.dashboard.news}/${item.id}`;
  return (
    <div className={styles.actions}>
      <Link to={detail} className={styles.action} aria-label={t.action.view(item.title)}>
        <Eye aria-hidden="true" size={16} />
        <span>{t.actionShort.view}</span>
      </Link>
      <Link to={`${detail}/edit`} className={styles.action} aria-label={t.action.edit(item.title)}>
        <Pencil aria-hidden="true" size={16} />
        <span>{t.actionShort.edit}</span>
      </Link>
      <button
        type="button"
        className={styles.action}
        data-intent="danger"
        aria-label={t.action.delete(item.title)}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden="true" size={16} />
        <span>{t.actionShort.delete}</span>
      </button>
    </div>
  );
}
