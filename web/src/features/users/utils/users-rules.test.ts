import { describe, expect, it } from 'vitest';
import {
  actionErrorText,
  canDeactivate,
  canDelete,
  providerLabel,
  validateUserForm,
} from '@/features/users/utils/users-rules';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';
import { sampleUser } from '@/test/api-mocks';

const admin = { ...sampleUser, role: 'Admin' };

describe('admin protection: no admin deleted, no active admin deactivated', () => {
  it('an active admin can be neither deactivated nor deleted', () => {
    expect(canDeactivate(admin)).toBe(false);
    expect(canDelete(admin)).toBe(false);
  });

  it('an inactive admin can be activated but still not deleted', () => {
    // canDeactivate only matters for active users; an inactive one is offered "Activate".
    expect(canDeactivate({ ...admin, active: false })).toBe(true);
    expect(canDelete({ ...admin, active: false })).toBe(false);
  });

  it('customers and installers can be deactivated and deleted', () => {
    for (const role of ['user', 'installer', 'INSTALLER']) {
      expect(canDeactivate({ ...sampleUser, role })).toBe(true);
      expect(canDelete({ ...sampleUser, role })).toBe(true);
    }
  });
});

describe('what the screen says when a user call fails', () => {
  it('a 404 is always the not-found text', () => {
    expect(actionErrorText(new ApiError('Missing', 404, true), 'delete')).toBe(
      'User not found. Please refresh the page and try again.',
    );
    expect(actionErrorText(new ApiError('Failed to update user (404)', 404), 'update')).toBe(
      'User not found. Please refresh the page and try again.',
    );
  });

  it("shows the server's message (validation lists arrive already joined)", () => {
    expect(actionErrorText(new ApiError('Email taken, Role invalid', 400, true, true), 'update')).toBe(
      'Email taken, Role invalid',
    );
    expect(actionErrorText(new ApiError('Admin users cannot be deleted.', 403, true), 'delete')).toBe(
      'Admin users cannot be deleted.',
    );
  });

  it('falls back to the screen texts, never to the call-level text with its status', () => {
    expect(actionErrorText(new ApiError('Failed to delete user (500)', 500), 'delete')).toBe(
      'Failed to delete user. Please try again.',
    );
    expect(actionErrorText(new ApiError('Failed to update user (0)', 0), 'update')).toBe(
      'Failed to update user. Please try again.',
    );
    expect(actionErrorText(new TypeError('boom'), 'toggle')).toBe(
      'Failed to change the user status. Please try again.',
    );
  });

  it("a silent refusal to delete an admin reads 'Admin users cannot be deleted.'", () => {
    expect(actionErrorText(new ApiError('Failed to delete user (403)', 403), 'delete', admin)).toBe(
      'Admin users cannot be deleted.',
    );
  });
});

describe('the same texts for the errors of the GraphQL operations', () => {
  const failed = (code: string, message: string, extensions = {}) =>
    toApiError(
      new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code, ...extensions } }] }),
      (status) => `Failed to delete user (${status})`,
    );

  it('NOT_FOUND, FORBIDDEN, BAD_USER_INPUT and an internal error read as their REST twins', () => {
    expect(actionErrorText(failed('NOT_FOUND', 'User not found'), 'delete')).toBe(
      'User not found. Please refresh the page and try again.',
    );
    expect(actionErrorText(failed('FORBIDDEN', 'Admin users cannot be deleted.'), 'delete', admin)).toBe(
      'Admin users cannot be deleted.',
    );
    const details = { errors: [{ msg: 'Email is not valid' }, { msg: 'Role is required' }] };
    expect(actionErrorText(failed('BAD_USER_INPUT', 'x', { details }), 'update')).toBe(
      'Email is not valid, Role is required',
    );
    expect(actionErrorText(failed('INTERNAL_SERVER_ERROR', 'Internal server error'), 'delete')).toBe(
      'Failed to delete user. Please try again.',
    );
  });
});

describe('edit form rules (firstName, lastName, email, role required)', () => {
  it('accepts a complete form', () => {
    expect(
      validateUserForm({ firstName: 'Ana', lastName: 'Pop', email: 'ana@example.ro', role: 'installer' }),
    ).toEqual({});
  });

  it('names each problem', () => {
    expect(validateUserForm({ firstName: ' ', lastName: '', email: '', role: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      role: 'Role is required',
    });
    expect(validateUserForm({ firstName: 'A', lastName: 'B', email: 'a@b', role: 'owner' })).toEqual({
      email: 'Email is not valid',
      role: 'Role is required',
    });
  });
});

describe('display', () => {
  it('a blank provider means Email', () => {
    expect(providerLabel('')).toBe('Email');
    expect(providerLabel('google')).toBe('Google');
  });
});
