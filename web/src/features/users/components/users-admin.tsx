import { RefreshCw, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { deleteUser, getUsers, setUserActive } from '@/features/users/api/users-api';
import { actionErrorText } from '@/features/users/utils/users-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { en } from '@/lib/texts/en';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import type { User } from '@/lib/user';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';
import styles from './users.module.css';

const t = en.users;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: User[] };

const isAbort = (caught: unknown) => caught instanceof DOMException && caught.name === 'AbortError';

/**
 * The users admin of signed-in-area.md (section 2 "Users (admin)"): the list, edit, activate or
 * deactivate, delete after a confirmation, and the status messages (successes hide after 3 s).
 * The list reloads after a delete; edits and status changes update it from the server's answer.
 */
interface UsersAdminProps {
  currentUserId: string | null;
  /** The signed-in admin edited their own account: the page refreshes the session's copy. */
  onSelfUpdated?: () => void;
}

export function UsersAdmin({ currentUserId, onSelfUpdated }: UsersAdminProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<{ user: User; busy: boolean } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  const fetchUsers = useCallback(async (signal?: AbortSignal, { quiet = false } = {}) => {
    if (!quiet) setLoad({ status: 'loading' });
    try {
      const users = await getUsers(signal);
      setLoad({ status: 'ready', users });
    } catch (caught) {
      if (isAbort(caught)) return;
      console.warn(caught);
      // A quiet reload (after a delete) keeps the list it has rather than replacing it with an error.
      if (!quiet) setLoad({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void fetchUsers(controller.signal);
    return () => controller.abort();
  }, [fetchUsers]);

  const replace = (user: User) =>
    setLoad((current) =>
      current.status === 'ready'
        ? { status: 'ready', users: current.users.map((u) => (u.id === user.id ? user : u)) }
        : current,
    );

  const toggleActive = async (user: User) => {
    const active = !user.active;
    setBusyId(user.id);
    clear();
    try {
      const saved = await setUserActive(user.id, active);
      replace(saved ?? { ...user, active });
      show('success', active ? t.messages.activated : t.messages.deactivated);
    } catch (caught) {
      console.warn(caught);
      show('error', actionErrorText(caught, 'toggle', user));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { user } = deleting;
    setDeleting({ user, busy: true });
    try {
      await deleteUser(user.id);
      setLoad((current) =>
        current.status === 'ready'
          ? { status: 'ready', users: current.users.filter((u) => u.id !== user.id) }
          : current,
      );
      setDeleting(null);
      show('success', t.messages.deleted);
      void fetchUsers(undefined, { quiet: true });
    } catch (caught) {
      console.warn(caught);
      setDeleting(null);
      show('error', actionErrorText(caught, 'delete', user));
    }
  };

  const handlers = {
    onEdit: (user: User) => {
      clear();
      setEditing(user);
    },
    onToggleActive: (user: User) => void toggleActive(user),
    onDelete: (user: User) => {
      clear();
      setDeleting({ user, busy: false });
    },
  };

  return (
    <>
      {load.status === 'ready' && load.users.length > 0 ? (
        <p className={styles.count}>{t.count(load.users.length)}</p>
      ) : null}

      {load.status === 'loading' ? (
        <div className={styles.state} role="status">
          <Spinner />
          {t.loading}
        </div>
      ) : null}

      {load.status === 'error' ? (
        <div className={styles.state}>
          <Alert tone="error">{t.errors.load}</Alert>
          <Button variant="secondary" size="small" onClick={() => void fetchUsers()}>
            <RefreshCw aria-hidden="true" size={16} />
            {t.tryAgain}
          </Button>
        </div>
      ) : null}

      {load.status === 'ready' && load.users.length === 0 ? (
        <div className={styles.state}>
          <UsersRound aria-hidden="true" size={28} />
          <p>{t.empty}</p>
        </div>
      ) : null}

      {load.status === 'ready' && load.users.length > 0 ? (
        compact ? (
          <UserCards users={load.users} currentUserId={currentUserId} busyId={busyId} {...handlers} />
        ) : (
          <UsersTable users={load.users} currentUserId={currentUserId} busyId={busyId} {...handlers} />
        )
      ) : null}

      <div className={styles.toastRegion} aria-live="polite">
        {message ? (
          <Alert
            key={message.key}
            tone={message.tone}
            className={styles.toast}
            onDismiss={clear}
            dismissLabel={t.dismiss}
          >
            {message.text}
          </Alert>
        ) : null}
      </div>

      {editing ? (
        <EditUserDialog
          user={editing}
          isSelf={editing.id === currentUserId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            replace(saved);
            if (saved.id === currentUserId) onSelfUpdated?.();
            setEditing(null);
            show('success', t.messages.updated);
          }}
        />
      ) : null}

      {deleting ? (
        <DeleteUserDialog
          user={deleting.user}
          deleting={deleting.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </>
  );
}
