import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { en } from '@/lib/texts/en';
import { displayName } from '@/lib/user';
import { providerLabel } from '@/features/users/utils/users-rules';
import { formatLongDate } from '@/lib/format-en';
import { UserActions } from './user-actions';
import { Avatar, RoleBadge, StatusBadge, type UsersViewProps } from './users-table';
import styles from './users.module.css';
import { EmailText } from '@/components/ui/email-text';

const t = en.users;

/** The same users as a list of cards (narrow screens), each with labelled action buttons. */
export function UserCards({ users, currentUserId, busyId, ...handlers }: UsersViewProps) {
  return (
    <AdminCards label={t.caption}>
      {users.map((user) => (
        <AdminCard key={user.id} data-inactive={!user.active || undefined}>
          <div className={styles.cardHead}>
            <Avatar user={user} />
            <div className={styles.cardTitle}>
              <p className={styles.name}>
                {displayName(user)}
                {user.id === currentUserId ? <span className={styles.you}>{t.you}</span> : null}
              </p>
              <p className={styles.cardEmail}>
                <EmailText email={user.email} />
              </p>
            </div>
          </div>
          <CardFacts>
            <div>
              <dt>{t.columns.role}</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
            </div>
            <div>
              <dt>{t.columns.status}</dt>
              <dd>
                <StatusBadge active={user.active} />
              </dd>
            </div>
            <div>
              <dt>{t.columns.provider}</dt>
              <dd>{providerLabel(user.authProvider)}</dd>
            </div>
            <div>
              <dt>{t.columns.created}</dt>
              <dd>{formatLongDate(user.createdAt)}</dd>
            </div>
          </CardFacts>
          <UserActions user={user} busy={busyId === user.id} layout="card" {...handlers} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
