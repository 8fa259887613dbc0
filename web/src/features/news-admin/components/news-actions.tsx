import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { paths } from '@/lib/paths';

const t = newsTexts;

interface NewsActionsProps {
  item: NewsItem;
  layout: 'row' | 'card';
  onDelete: (item: NewsItem) => void;
}

/** View, Edit and Delete of one item; the accessible names carry the title, the screen shows the verb. */
export function NewsActions({ item, layout, onDelete }: NewsActionsProps) {
  const detail = `${paths.dashboard.news}/${item.id}`;
  return (
    <AdminActions layout={layout}>
      <AdminAction to={detail} icon={Eye} label={t.action.view(item.title)} text={t.actionShort.view} />
      <AdminAction
        to={`${detail}/edit`}
        icon={Pencil}
        label={t.action.edit(item.title)}
        text={t.actionShort.edit}
      />
      <AdminAction
        icon={Trash2}
        intent="danger"
        label={t.action.delete(item.title)}
        text={t.actionShort.delete}
        onClick={() => onDelete(item)}
      />
    </AdminActions>
  );
}
