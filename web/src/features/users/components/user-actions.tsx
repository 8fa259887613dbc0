import { Lock, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
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

  const toggleLabel = deactivating ? t.action.deactivate(name) : t.action.activate(name);
  const ToggleIcon = deactivating ? UserX : UserCheck;

  return (
    <div className={compact ? styles.actions : styles.cardActions}>
      <button
        type="button"
        className={styles.action}
        aria-label={t.action.edit(name)}
        title={compact ? t.actionShort.edit : undefined}
        onClick={() => onEdit(user)}
      >
        <Pencil aria-hidden="true" size={17} />
        {compact ? null : <span>{t.actionShort.edit}</span>}
      </button>
      <button
        type="button"
        className={styles.action}
        data-intent={deactivating ? 'warn' : 'ok'}
        aria-label={toggleLabel}
        title={
          compact
            ? toggleAllowed
              ? deactivating
                ? t.actionShort.deactivate
                : t.actionShort.activate
              : t.adminCannotBeDeactivated
            : undefined
        }
        aria-describedby={toggleAllowed ? undefined : reasonId}
        disabled={!toggleAllowed || busy}
        aria-busy={busy || undefined}
        onClick={() => onToggleActive(user)}
      >
        <ToggleIcon aria-hidden="true" size={17} />
        {compact ? null : <span>{deactivating ? t.actionShort.deactivate : t.actionShort.activate}</span>}
      </button>
      <button
        type="button"
        className={styles.action}
        data-intent="danger"
        aria-label={t.action.delete(name)}
        title={compact ? (deleteAllowed ? t.actionShort.delete : t.adminCannotBeDeleted) : undefined}
        aria-describedby={deleteAllowed ? undefined : reasonId}
        disabled={!deleteAllowed}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" size={17} />
        {compact ? null : <span>{t.actionShort.delete}</span>}
      </button>
      {deleteAllowed ? null : (
        <span id={reasonId} className={compact ? 'visually-hidden' : styles.protectedNote}>
          {compact ? null : <Lock aria-hidden="true" size={13} />}
          {protectedReason}
        </span>
      )}
    </div>
  );
}
