/**
 * The users admin of the dashboard (signed-in-area.md §7). Admin only, enforced by the auth
 * service; the dashboard's messages ('User not found', 'Admin users cannot be deleted.') come
 * from there.
 *
 *   GET    /users              → [user…], newest first
 *   PUT    /users/{id}         {firstName, lastName, email, role} → user
 *   PATCH  /users/{id}/active  {active} → user
 *   DELETE /users/{id}         → {message: 'User deleted successfully'}
 */
import { toRestUser, USER_FIELDS, type RestUser } from './auth.js';
import type { RestRoutes } from './index.js';
import { booleanField, bodyOf, stringFields } from './params.js';

const USERS = /* GraphQL */ `
  query RestUsers {
    users {
      ...RestUser
    }
  }
  ${USER_FIELDS}
`;

const UPDATE = /* GraphQL */ `
  mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...RestUser
    }
  }
  ${USER_FIELDS}
`;

const SET_ACTIVE = /* GraphQL */ `
  mutation RestSetUserActive($id: ID!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      ...RestUser
    }
  }
  ${USER_FIELDS}
`;

const DELETE = /* GraphQL */ `
  mutation RestDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`;

export const usersRoutes: RestRoutes = (app, { run }) => {
  app.get('/users', async (request, reply) => {
    const { users } = await run<{ users: RestUser[] }>(request, reply, USERS);
    return users.map(toRestUser);
  });

  app.put('/users/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const input = stringFields(bodyOf(request), ['firstName', 'lastName', 'email', 'role']);
    const { updateUser } = await run<{ updateUser: RestUser }>(request, reply, UPDATE, { id, input });
    return toRestUser(updateUser);
  });

  app.patch('/users/:id/active', async (request, reply) => {
    const { id } = request.params as { id: string };
    const active = booleanField(bodyOf(request), 'active');
    const { setUserActive } = await run<{ setUserActive: RestUser }>(request, reply, SET_ACTIVE, {
      id,
      active,
    });
    return toRestUser(setUserActive);
  });

  app.delete('/users/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    await run(request, reply, DELETE, { id });
    return { message: 'User deleted successfully' };
  });
};
