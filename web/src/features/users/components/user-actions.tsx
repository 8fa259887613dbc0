import { Lock, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import { en } from '@/lib/texts/en';
import { displayName, type User } from '@/lib/user';
import { canDeactivate, canDelete } from '@/features/users/utils/users-rules';
import styles from './users.module.css';

const t = en.users;

export interface UserActionHandlers {
  onEdit: (user: User) => void;
  onToggleActive: (user: User) => void;
  onDelete: (user: User) => void;
}

interface UserActionsProps extends UserActionHandlers {
  user: User;
  /** The status change of this user is in flight. */
  busy: boolean;
  /** Icon buttons in the table; labelled buttons on the narrow cards. */
  layout: 'table' | 'card';
}

/**
 * Edit, activate/deactivate and delete for one user. An admin's delete (and an active admin's
 * deactivate) stays visible but disabled, with the reason attached, so the table keeps its shape and
 * the admin sees why the action is not offered.
 */
export function UserActions({ user, busy, layout, onEdit, onToggleActive, onDelete }: UserActionsProps) {
  const compact = layout === 'table';
  const name = displayName(user);
  const deactivating = user.active;
  const toggleAllowed = !deactivating || canDeactivate(user);
  const deleteAllowed = canDelete(user);
  const reasonId = `user-${user.id}-protected`;
  const protectedReason = toggleAllowed ? t.adminCannotBeDeleted : t.adminProtected;

  const toggleText = deactivating ? t.actionShort.deactivate : t.actionShort.activate;

  return (
    <AdminActions layout={compact ? 'row' : 'card'}>
      <AdminAction
        icon={Pencil}
        label={t.action.edit(name)}
        text={t.actionShort.edit}
        iconOnly={compact}
        onClick={() => onEdit(user)}
      />
      <AdminAction
        icon={deactivating ? UserX : UserCheck}
        intent={deactivating ? 'warn' : 'ok'}
        label={deactivating ? t.action.deactivate(name) : t.action.activate(name)}
        text={toggleText}
        iconOnly={compact}
        tooltip={toggleAllowed ? undefined : t.adminCannotBeDeactivated}
        aria-describedby={toggleAllowed ? undefined : reasonId}
        disabled={!toggleAllowed || busy}
        aria-busy={busy || undefined}
        onClick={() => onToggleActive(user)}
      />
      <AdminAction
        icon={Trash2}
        intent="danger"
        label={t.action.delete(name)}
        text={t.actionShort.delete}
        iconOnly={compact}
        tooltip={deleteAllowed ? undefined : t.adminCannotBeDeleted}
        aria-describedby={deleteAllowed ? undefined : reasonId}
        disabled={!deleteAllowed}
        onClick={() => onDelete(user)}
      />
      {deleteAllowed ? null : (
        <span id={reasonId} className={compact ? 'visually-hidden' : styles.protectedNote}>
          {compact ? null : <Lock aria-hidden="true" size={13} />}
          {protectedReason}
        </span>
      )}
    </AdminActions>
  );
}
