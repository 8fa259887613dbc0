import { AdminTable, DateCell } from '@/components/ui/admin-table';
import { en } from '@/lib/texts/en';
import { displayName, normaliseRole, type User } from '@/lib/user';
import { providerLabel } from '@/features/users/utils/users-rules';
import { formatLongDate } from '@/lib/format-en';
import { UserActions, type UserActionHandlers } from './user-actions';
import styles from './users.module.css';
import { EmailText } from '@/components/ui/email-text';

const t = en.users;

export interface UsersViewProps extends UserActionHandlers {
  users: User[];
  currentUserId: string | null;
  busyId: string | null;
}

export function RoleBadge({ role }: { role: string }) {
  const r = normaliseRole(role);
  return (
    <span className={styles.badge} data-role={r}>
      {en.roles[r]}
    </span>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={styles.status} data-active={active}>
      <span className={styles.dot} aria-hidden="true" />
      {active ? t.active : t.inactive}
    </span>
  );
}

export function Avatar({ user }: { user: User }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {(user.firstName || user.email).charAt(0).toUpperCase()}
    </span>
  );
}

/** The users as an accessible table (wide screens): one row per user, the name as the row header. */
export function UsersTable({ users, currentUserId, busyId, ...handlers }: UsersViewProps) {
  const c = t.columns;
  const columns = [
    c.name,
    c.email,
    c.role,
    c.status,
    c.provider,
    { label: c.created, className: styles.optional },
  ];
  return (
    <AdminTable caption={t.caption} columns={columns} actionsLabel={c.actions}>
      {users.map((user) => (
        <tr key={user.id} data-inactive={!user.active || undefined}>
          <th scope="row">
            <div className={styles.nameCell}>
              <Avatar user={user} />
              <span className={styles.name}>
                {displayName(user)}
                {user.id === currentUserId ? <span className={styles.you}>{t.you}</span> : null}
              </span>
            </div>
          </th>
          <td className={styles.emailCell}>
            <EmailText email={user.email} />
          </td>
          <td>
            <RoleBadge role={user.role} />
          </td>
          <td>
            <StatusBadge active={user.active} />
          </td>
          <td>{providerLabel(user.authProvider)}</td>
          <DateCell className={styles.optional}>{formatLongDate(user.createdAt)}</DateCell>
          <td>
            <UserActions user={user} busy={busyId === user.id} layout="table" {...handlers} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
