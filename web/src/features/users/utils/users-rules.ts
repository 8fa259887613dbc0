/**
 * The rules of the users admin, as plain functions.
 */
import { ApiError } from '@/lib/api-client';
import { en } from '@/lib/texts/en';
import { isAdmin, normaliseRole, userRoles, type User, type UserRole } from '@/lib/user';

const t = en.users;

/** The users admin shows 20 accounts a page. */
export const USERS_PAGE_SIZE = 20;

/**
 * Admins are protected: no admin can be deleted, no active admin deactivated; an inactive admin can
 * still be activated. The server enforces the same.
 */
export const canDeactivate = (user: User): boolean => !(user.active && isAdmin(user));
export const canDelete = (user: User): boolean => !isAdmin(user);

export type UserAction = 'update' | 'toggle' | 'delete';

const fallbacks: Record<UserAction, string> = {
  update: t.errors.update,
  toggle: t.errors.toggle,
  delete: t.errors.delete,
};

/**
 * What the screen says when a user call fails: a 404 has its own text; the server's message (or its
 * validation list, joined with ', ') comes next; a refused delete of an admin is 'Admin users cannot
 * be deleted.'; otherwise the screen's fallback ('Failed to delete user. Please try again.' for a
 * delete). The call-level texts with the status ('Failed to delete user (500)') go to the console.
 */
export function actionErrorText(caught: unknown, action: UserAction, target?: User): string {
  if (caught instanceof ApiError) {
    if (caught.status === 404) return t.errors.notFound;
    if (caught.fromServer) return caught.message;
    if (action === 'delete' && target && isAdmin(target) && [400, 403, 409].includes(caught.status)) {
      return t.adminCannotBeDeleted;
    }
  }
  return fallbacks[action];
}

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
};

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** firstName, lastName, email and role (user, admin, installer) are required. */
export function validateUserForm(values: UserFormValues): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  const form = t.form;
  if (!values.firstName.trim()) errors.firstName = form.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = form.lastNameRequired;
  const email = values.email.trim();
  if (!email) errors.email = form.emailRequired;
  else if (!EMAIL_SHAPE.test(email)) errors.email = form.emailInvalid;
  if (!userRoles.includes(values.role as UserRole)) errors.role = form.roleRequired;
  return errors;
}

export const formValuesOf = (user: User): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: normaliseRole(user.role),
});

/** Blank means Email; a provider id is shown capitalised ('google' → 'Google'). */
export const providerLabel = (authProvider: string): string => {
  const p = authProvider.trim();
  return p ? p.charAt(0).toUpperCase() + p.slice(1) : t.emailProvider;
};
