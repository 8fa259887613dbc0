/**
 * The users admin over GraphQL (admin only; the gateway's /graphql with the session cookie, the
 * mutations with a CSRF token: app/graphql-provider.tsx). The documents are typed from users.graphql
 * (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an ApiError carrying the
 * call's own text ('Failed to update user (500)' when the server says nothing), which goes to the
 * console; the screen picks what to show from it (users-rules.ts).
 *
 * The list is the Apollo cache's: updateUser and setUserActive answer the whole user, which replaces
 * the cached one by its id, so the page is not read again after them; a deleted user is evicted at
 * once, and the screen reads its page again for the totals and the next page's first account.
 */
import { useCallback, useMemo } from 'react';
import { en } from '@/lib/texts/en';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import type { User, UserRole } from '@/lib/user';
import { USERS_PAGE_SIZE } from '@/features/users/utils/users-rules';
import {
  DeleteUserDocument,
  SetUserActiveDocument,
  UpdateUserDocument,
  UsersPageDocument,
  type AdminUserFragment,
} from './__generated__/users';

const f = en.users.api;

/** The screens' User: a blank provider means e-mail sign-in. */
const toUser = (user: AdminUserFragment): User => ({ ...user, authProvider: user.authProvider ?? '' });

/**
 * One page of the list, newest first (20 accounts), with how many accounts and pages there are. A
 * visit shows what the cache holds at once and reads the page again behind it, so changes made
 * elsewhere appear; while another page loads, the previous one stays in view; `failure` is set only
 * while there is no list to show.
 */
export function useUsersPage(page: number) {
  const list = usePagedQuery(UsersPageDocument, {
    variables: { page, limit: USERS_PAGE_SIZE },
    select: (data) => data.usersPage,
    fallback: f.fetch,
  });
  const shown = list.page;
  const users = useMemo(() => shown?.items.map(toUser), [shown]);
  return {
    users,
    total: shown?.total ?? 0,
    totalPages: shown?.totalPages ?? 0,
    loading: list.loading,
    failure: list.failure,
    reload: list.reload,
  };
}

export interface UserUpdate {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
}

/** updateUser(id, input) → the saved user. */
export function useUpdateUser() {
  const update = useApiMutation(UpdateUserDocument, f.update);
  return useCallback(
    async (id: string, input: UserUpdate) => toUser((await update({ id, input })).updateUser),
    [update],
  );
}

/** setUserActive(id, active) → the saved user. */
export function useSetUserActive() {
  const setActive = useApiMutation(SetUserActiveDocument, f.active);
  return useCallback(
    async (id: string, active: boolean) => toUser((await setActive({ id, active })).setUserActive),
    [setActive],
  );
}

/** deleteUser(id); the user then leaves the cache, and with it every list that showed it. */
export function useDeleteUser() {
  const remove = useApiMutation(DeleteUserDocument, f.delete, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteUser || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'User', id: variables.id }) });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}
