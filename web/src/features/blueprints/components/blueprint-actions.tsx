import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { Blueprint } from '@/features/blueprints/api/blueprints-api';
import { blueprintsTexts as t } from '@/features/blueprints/blueprints-texts';
import { paths } from '@/lib/paths';

interface BlueprintActionsProps {
  blueprint: Blueprint;
  layout: 'row' | 'card';
  onDelete: (blueprint: Blueprint) => void;
}

/** View, Edit and Delete of one blueprint; the accessible names carry its title. */
export function BlueprintActions({ blueprint, layout, onDelete }: BlueprintActionsProps) {
  const detail = `${paths.dashboard.blueprints}/${blueprint.id}`;
  const title = blueprint.title;
  return (
    <AdminActions layout={layout}>
      <AdminAction to={detail} icon={Eye} label={t.action.view(title)} text={t.actionShort.view} />
      <AdminAction
        to={`${detail}/edit`}
        icon={Pencil}
        label={t.action.edit(title)}
        text={t.actionShort.edit}
      />
      <AdminAction
        icon={Trash2}
        intent="danger"
        label={t.action.delete(title)}
        text={t.actionShort.delete}
        onClick={() => onDelete(blueprint)}
      />
    </AdminActions>
  );
}
