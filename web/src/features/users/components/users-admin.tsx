import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { useDeleteUser, useSetUserActive, useUsersPage } from '@/features/users/api/users-api';
import { actionErrorText } from '@/features/users/utils/users-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { en } from '@/lib/texts/en';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { displayName, type User } from '@/lib/user';
import { useFailureLog } from '@/lib/use-failure-log';
import { EditUserDialog } from './edit-user-dialog';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';
import styles from './users.module.css';

const t = en.users;

/**
 * The users admin: the list, 20 accounts a page (the page is in the address), edit, activate or
 * deactivate, delete after a confirmation, and the status messages (successes hide after 3 s, errors
 * stay until dismissed). The list follows the GraphQL cache, which every change updates from the
 * server's answer (users-api.ts); after a delete the page is read again, so it fills up from the next.
 */
interface UsersAdminProps {
  currentUserId: string | null;
  /** The signed-in admin edited their own account: the page refreshes the session's copy. */
  onSelfUpdated?: () => void;
}

export function UsersAdmin({ currentUserId, onSelfUpdated }: UsersAdminProps) {
  const page = usePageParam();
  const { users, total, totalPages, loading, failure, reload } = useUsersPage(page);
  const pastTheEnd = useStayWithinPages(page, users?.length === 0, totalPages);
  const setUserActive = useSetUserActive();
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<User | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const toggleActive = async (user: User) => {
    const active = !user.active;
    setBusyId(user.id);
    clear();
    try {
      await setUserActive(user.id, active);
      show('success', active ? t.messages.activated : t.messages.deactivated);
    } catch (caught) {
      console.warn(caught);
      show('error', actionErrorText(caught, 'toggle', user));
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useConfirmedDelete((user: User) => deleteUser(user.id), {
    onDeleted: () => {
      show('success', t.messages.deleted);
      reload();
    },
    onFailed: (caught, user) => show('error', actionErrorText(caught, 'delete', user)),
  });

  const handlers = {
    onEdit: (user: User) => {
      clear();
      setEditing(user);
    },
    onToggleActive: (user: User) => void toggleActive(user),
    onDelete: (user: User) => {
      clear();
      deletion.ask(user);
    },
  };

  return (
    <>
      {users && users.length > 0 ? <p className={styles.count}>{t.count(total)}</p> : null}

      {loading ? <ListLoading text={t.loading} /> : null}

      {failure ? <ListFailure message={t.errors.load} retryLabel={t.tryAgain} onRetry={reload} /> : null}

      {users && users.length === 0 && !pastTheEnd ? <ListEmpty icon={UsersRound} text={t.empty} /> : null}

      {users && users.length > 0 ? (
        <>
          {compact ? (
            <UserCards users={users} currentUserId={currentUserId} busyId={busyId} {...handlers} />
          ) : (
            <UsersTable users={users} currentUserId={currentUserId} busyId={busyId} {...handlers} />
          )}
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {editing ? (
        <EditUserDialog
          user={editing}
          isSelf={editing.id === currentUserId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (saved.id === currentUserId) onSelfUpdated?.();
            setEditing(null);
            show('success', t.messages.updated);
          }}
        />
      ) : null}

      {deletion.asking ? (
        <ConfirmDeleteDialog
          texts={t.confirmDelete}
          closeLabel={t.close}
          question={t.confirmDelete.body(displayName(deletion.asking.entry), deletion.asking.entry.email)}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
