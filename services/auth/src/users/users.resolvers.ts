import { AppError, hasRole, type AuthUser } from '@smarthome/service-kit';
import { SESSION_HINT_COOKIE } from '@smarthome/service-kit/contracts';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { clearedSessionHint } from '../sessions/sessions.cookies.js';
import type { User } from './users.mapper.js';

export const ACCOUNT_FIELDS_REFUSED =
  "Only staff and the account itself may see an account's e-mail, status, sign-in method and creation date.";

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => {
      const me = await ctx.users.me(ctx.user);
      // A browser that still shows the signed-in hint but has no session (expired, revoked,
      // deactivated) would ask for its profile on every page: this answer drops the hint. The
      // session cookie is left to logout and renewal, which own it.
      if (!me && ctx.tokenSource !== 'bearer' && ctx.readCookie(SESSION_HINT_COOKIE)) {
        ctx.setCookie(clearedSessionHint(ctx.cookies));
      }
      return me;
    },
    users: async (_parent, _args, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.list();
    },
    usersPage: async (_parent, { page, limit }, ctx) => {
      await ctx.users.requireAdmin(ctx);
      return ctx.users.listPage({ page, limit });
    },
  },
  Mutation: {
    updateUser: async (_parent, { id, input }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      return ctx.users.update(id, input, admin);
    },
    setUserActive: async (_parent, { id, active }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      return ctx.users.setActive(id, active, admin);
    },
    deleteUser: async (_parent, { id }, ctx) => {
      const admin = await ctx.users.requireAdmin(ctx);
      await ctx.users.delete(id, admin);
      return true;
    },
  },
  Installation: {
    // Before the customer's first visit links the account, the installation knows only the e-mail
    // the admin typed: only an activated account (its e-mail proven) stands for it, so that nobody
    // shows up as the customer by registering with someone else's address.
    customer: async (installation, _args, ctx) => {
      if (!ctx.user) return null;
      const user = installation.customerId
        ? await ctx.users.findById(installation.customerId)
        : await ctx.users.findByEmail(installation.customerEmail);
      return seenBy(ctx.user, installation.customerId || user?.active ? user : null);
    },
  },
  User: {
    // Other subgraphs reference users by id (Installation.customer, Comment.user) or by e-mail,
    // always for a signed-in caller. `_entities` answers whoever reaches this service, so an
    // anonymous lookup gets null: an account's existence, name and role are not public.
    __resolveReference: async (reference, ctx): Promise<User | null> => {
      if (!ctx.user) return null;
      const user = await ('id' in reference && reference.id !== undefined
        ? ctx.users.findById(reference.id)
        : ctx.users.findByEmail((reference as { email?: unknown }).email));
      return seenBy(ctx.user, user);
    },
    email: accountField('email'),
    active: accountField('active'),
    authProvider: accountField('authProvider'),
    createdAt: accountField('createdAt'),
  },
};

/**
 * Another account as a customer reads it on their issues and comments: by name and role, as the
 * REST facade shows them. What describes the account itself (its e-mail, status, sign-in method
 * and age) is for the account and for staff.
 */
class NamedPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: User['role'];

  constructor(user: User) {
    this.id = user.id;
    this.firstName = user.firstName;
    this.lastName = user.lastName;
    this.role = user.role;
  }
}

/** An account as `caller` may read it: whole for the account itself and staff, else its name and role. */
function seenBy(caller: AuthUser, user: User | null): User | null {
  if (!user || caller.id === user.id || hasRole(caller, 'installer', 'admin')) return user;
  return namedOnly(user);
}

/** The User a NamedPerson stands for in the resolvers' types; its other fields go through accountField. */
const namedOnly = (user: User): User => new NamedPerson(user) as unknown as User;

/** A field only the account itself and staff read: FORBIDDEN on a NamedPerson. */
function accountField<K extends 'email' | 'active' | 'authProvider' | 'createdAt'>(field: K) {
  return (user: object): User[K] => {
    if (user instanceof NamedPerson) throw new AppError('FORBIDDEN', ACCOUNT_FIELDS_REFUSED);
    return (user as User)[field];
  };
}
