/**
 * The users admin of the dashboard. Admin only, enforced by the auth service; the dashboard's
 * messages ('User not found', 'Admin users cannot be deleted.') come from there. Deleting,
 * deactivating and changing a role take a signed-in session: a personal API token gets 403.
 *
 *   GET    /users              → [user…], newest first
 *   GET    /users?page&limit   → {data: [user…], total, totalPages}: one page of the same list, when
 *                                page or limit is sent (20 per page, 100 at most)
 *   PUT    /users/{id}         {firstName, lastName, email, role} → user
 *   PATCH  /users/{id}/active  {active} → user
 *   DELETE /users/{id}         → {message: 'User deleted successfully'}
 */
import { Type } from 'typebox';
import {
  RestDeleteUserDocument,
  RestSetUserActiveDocument,
  RestUpdateUserDocument,
  RestUsersDocument,
  RestUsersPageDocument,
} from '../__generated__/operations.js';
import { RestUser, toRestUser } from './auth.js';
import { deleteById } from './by-id.js';
import { signedInSessionOnly } from './error-replies.js';
import { optInPagingDescription, OptInPageParams, pageAnswer, requestedPage, WholeOrPage } from './paging.js';
import { FormBody, IdParams, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

const UpdateUserBody = FormBody({
  firstName: Type.Optional(ShortText()),
  lastName: Type.Optional(ShortText()),
  email: Type.Optional(ShortText()),
  role: Type.Optional(ShortText()),
});

const SetActiveBody = FormBody({ active: Type.Boolean() });

const UsersQuery = Type.Object(OptInPageParams);
/** What the list holds, as its documentation names it. */
const USERS = 'accounts';

export const usersRoutes: RestRoutes = (app, deps) => {
  const { run } = deps;
  app.get(
    '/users',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'List users, newest first (admins)',
        description: optInPagingDescription(USERS),
        querystring: UsersQuery,
        response: { 200: WholeOrPage(RestUser, USERS) },
      },
    },
    async (request, reply) => {
      const paging = requestedPage(request.query);
      if (paging) {
        const { usersPage } = await run(request, reply, RestUsersPageDocument, paging);
        return pageAnswer(usersPage, toRestUser);
      }
      const { users } = await run(request, reply, RestUsersDocument);
      return users.map(toRestUser);
    },
  );

  app.put(
    '/users/:id',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Update a user (admins; a role change from a signed-in session only)',
        params: IdParams,
        body: UpdateUserBody,
        response: { ...signedInSessionOnly('changing the role'), 200: RestUser },
      },
    },
    async (request, reply) => {
      const { firstName = '', lastName = '', email = '', role = '' } = request.body;
      const { updateUser } = await run(request, reply, RestUpdateUserDocument, {
        id: request.params.id,
        input: { firstName, lastName, email, role },
      });
      return toRestUser(updateUser);
    },
  );

  app.patch(
    '/users/:id/active',
    {
      config: { caller: 'admin' },
      schema: {
        summary: 'Activate or deactivate a user (admins; deactivating from a signed-in session only)',
        params: IdParams,
        body: SetActiveBody,
        response: { ...signedInSessionOnly('deactivating'), 200: RestUser },
      },
    },
    async (request, reply) => {
      const { setUserActive } = await run(request, reply, RestSetUserActiveDocument, {
        id: request.params.id,
        active: request.body.active,
      });
      return toRestUser(setUserActive);
    },
  );

  deleteById(app, deps, {
    path: '/users/:id',
    document: RestDeleteUserDocument,
    message: 'User deleted successfully',
    summary: 'Delete a user (admins, from a signed-in session only)',
    caller: 'admin',
    errors: signedInSessionOnly('deleting a user'),
  });
};
