import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/user';
import {
  CSRF_TOKEN,
  callsTo,
  json,
  mockAuthApi,
  mockMatchMedia,
  type MockAnswer,
  type PlainAnswer,
} from '@/test/api-mocks';
import {
  gqlData,
  gqlError,
  gqlUser,
  graphqlRoutes,
  operationCalls,
  type OperationAnswer,
} from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';
import { gqlPage } from '../operations-test-support';

const me: User = {
  id: '1',
  firstName: 'Andrei',
  lastName: 'Popescu',
  email: 'andrei@example.ro',
  role: 'admin',
  active: true,
  authProvider: '',
  createdAt: '2025-11-04T09:00:00.000Z',
};
const maria: User = {
  ...me,
  id: '2',
  firstName: 'Maria',
  lastName: 'Ionescu',
  email: 'maria@example.ro',
  role: 'installer',
  authProvider: 'google',
  createdAt: '2025-12-01T09:00:00.000Z',
};
const ion: User = {
  ...me,
  id: '3',
  firstName: 'Ion',
  lastName: 'Vasilescu',
  email: 'ion@example.ro',
  role: 'user',
  active: false,
  createdAt: '2026-02-18T09:00:00.000Z',
};
const users = [me, maria, ion];

/** The answer to UsersPage: `list` as the page asked for (the first and only one by default). */
const usersAnswer = (list: User[], options: Parameters<typeof gqlPage>[2] = {}) =>
  gqlData({ usersPage: gqlPage('UserPage', list.map(gqlUser), options) });

/** The screen signed in as `me`, with /graphql answering `operations` (the list by default). */
async function openUsers(
  operations: Record<string, OperationAnswer> = {},
  rest: Record<string, MockAnswer> = {},
) {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: me },
    { ...graphqlRoutes({ UsersPage: usersAnswer(users), ...operations }), ...rest },
  );
  return { fetchMock, ...(await renderApp('/dashboard/users')) };
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const table = () => screen.findByRole('table', { name: 'User accounts' });
/** Opens the edit dialog of the user named `name` from the table, and gives the dialog. */
async function editDialogOf(name: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('dialog', { name: 'Edit user' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard/users (admin)', () => {
  it('lists name, email, role, status, sign-in method and creation date', async () => {
    await openUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Sign-in', 'Created', 'Actions']);
    expect(
      within(row('Maria Ionescu'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['maria@example.ro', 'Installer', 'Active', 'Google', 'December 1, 2025', '']);
    expect(within(row('Ion Vasilescu')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Ion Vasilescu')).getByText('Email')).toBeInTheDocument();
    expect(within(row('Andrei Popescu')).getByText('You')).toBeInTheDocument();
    expect(screen.getByText('3 accounts')).toBeInTheDocument();
  });

  it('asks for 20 accounts a page, counts every account, and shows the second page when Next is followed', async () => {
    const customer = (n: number): User => ({
      ...ion,
      id: `c${n}`,
      firstName: 'Client',
      lastName: `Nr${n}`,
      email: `client${n}@example.ro`,
    });
    const firstPage = Array.from({ length: 20 }, (_, i) => customer(25 - i));
    const { fetchMock, router } = await openUsers({
      UsersPage: ({ page }) =>
        page === 2
          ? usersAnswer([customer(5), customer(4), customer(3), maria, me], {
              page: 2,
              total: 25,
              totalPages: 2,
            })
          : usersAnswer(firstPage, { total: 25, totalPages: 2 }),
    });
    const grid = await table();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByText('25 accounts')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UsersPage')[0]?.variables).toEqual({ page: 1, limit: 20 });
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: /Maria Ionescu/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Client Nr25/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(operationCalls(fetchMock, 'UsersPage').map((call) => call.variables)).toContainEqual({
      page: 2,
      limit: 20,
    });
  });

  it('an active admin can be neither deactivated nor deleted, and says why', async () => {
    await openUsers();
    await table();
    const deleteAdmin = within(row('Andrei Popescu')).getByRole('button', { name: 'Delete Andrei Popescu' });
    expect(deleteAdmin).toBeDisabled();
    expect(deleteAdmin).toHaveAccessibleDescription('Admin users cannot be deactivated or deleted.');
    expect(
      within(row('Andrei Popescu')).getByRole('button', { name: 'Deactivate Andrei Popescu' }),
    ).toBeDisabled();
    expect(within(row('Andrei Popescu')).getByRole('button', { name: 'Edit Andrei Popescu' })).toBeEnabled();
    expect(within(row('Maria Ionescu')).getByRole('button', { name: 'Delete Maria Ionescu' })).toBeEnabled();
  });

  it("says 'Failed to load users. Please try again later.' and Try Again reloads", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    await openUsers({ UsersPage: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
    answer = usersAnswer(users);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("activates a user: setUserActive(active: true), 'User activated successfully', hidden after 3 seconds", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { fetchMock } = await openUsers({
      SetUserActive: gqlData({ setUserActive: gqlUser({ ...ion, active: true }) }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Activate Ion Vasilescu' }));

    expect(await screen.findByText('User activated successfully')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'SetUserActive')[0]?.variables).toEqual({ id: '3', active: true });
    expect(within(row('Ion Vasilescu')).getByText('Active')).toBeInTheDocument();
    expect(
      within(row('Ion Vasilescu')).getByRole('button', { name: 'Deactivate Ion Vasilescu' }),
    ).toBeEnabled();

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('User activated successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('User activated successfully')).not.toBeInTheDocument();
  });

  it("deactivates a user: 'User deactivated successfully'; a failure keeps the user as is", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = gqlData({ setUserActive: gqlUser({ ...maria, active: false }) });
    await openUsers({ SetUserActive: () => answer });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Maria Ionescu' }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(within(row('Maria Ionescu')).getByText('Inactive')).toBeInTheDocument();

    answer = gqlError('NOT_FOUND', 'User not found');
    await userEvent.click(screen.getByRole('button', { name: 'Activate Maria Ionescu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. Please refresh the page and try again.',
    );
    expect(within(row('Maria Ionescu')).getByText('Inactive')).toBeInTheDocument();
  });

  it("edits a user: prefilled form, required fields, updateUser, 'User updated successfully'", async () => {
    const { fetchMock } = await openUsers({
      UpdateUser: ({ input }) => gqlData({ updateUser: gqlUser({ ...maria, ...(input as object) }) }),
    });
    await table();
    const dialog = await editDialogOf('Maria Ionescu');
    const firstName = within(dialog).getByLabelText('First name');
    expect(firstName).toHaveValue('Maria');
    expect(firstName).toHaveFocus();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('installer');

    await userEvent.clear(firstName);
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(operationCalls(fetchMock, 'UpdateUser')).toHaveLength(0);

    await userEvent.type(firstName, 'Mara');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'mara@example.ro');
    expect(within(dialog).getByLabelText('Role')).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Administrator');
    // Said before the save: the server keeps an admin an admin.
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription(
      'An administrator cannot be given another role or deleted afterwards, and once active cannot be deactivated.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UpdateUser')[0]?.variables).toEqual({
      id: '2',
      input: { firstName: 'Mara', lastName: 'Ionescu', email: 'mara@example.ro', role: 'admin' },
    });
    expect(within(row('Mara Ionescu')).getByText('Administrator')).toBeInTheDocument();
    // Now an admin: protected.
    expect(within(row('Mara Ionescu')).getByRole('button', { name: 'Delete Mara Ionescu' })).toBeDisabled();
  });

  it('an admin cannot change their own role', async () => {
    await openUsers();
    await table();
    const role = within(await editDialogOf('Andrei Popescu')).getByLabelText('Role');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot change your own role.');
  });

  it("another admin's role cannot be changed either, and the form says so before any save", async () => {
    const elena: User = { ...maria, id: '4', firstName: 'Elena', lastName: 'Rusu', role: 'admin' };
    await openUsers({ UsersPage: usersAnswer([me, elena]) });
    await table();
    const role = within(await editDialogOf('Elena Rusu')).getByLabelText('Role');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('The role of an admin user cannot be changed.');
  });

  it('an address another account has is said at the Email field, and the form stays open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openUsers({ UpdateUser: gqlError('CONFLICT', 'A user with this email already exists.') });
    await table();
    const dialog = await editDialogOf('Maria Ionescu');
    const email = within(dialog).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'andrei@example.ro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription('A user with this email already exists.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('andrei@example.ro');
  });

  it("keeps the edit form open with the server's joined messages, or the screen's fallback", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = gqlError('BAD_USER_INPUT', 'Email already in use, Invalid role', {
      details: {
        errors: [
          { field: 'email', msg: 'Email already in use' },
          { field: 'role', msg: 'Invalid role' },
        ],
      },
    });
    await openUsers({ UpdateUser: () => answer });
    await table();
    const dialog = await editDialogOf('Maria Ionescu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email already in use, Invalid role');

    answer = 'network-error';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to update user. Please try again.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Maria Ionescu' })).toHaveFocus();
  });

  it('asks before deleting; Cancel deletes nothing; confirming deletes, says so and drops the user from the list', async () => {
    let deleted = false;
    const { fetchMock } = await openUsers({
      DeleteUser: () => {
        deleted = true;
        return gqlData({ deleteUser: true });
      },
      UsersPage: () => usersAnswer(deleted ? [me, maria] : users),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ion Vasilescu' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete Ion Vasilescu (ion@example.ro)? This action cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(operationCalls(fetchMock, 'DeleteUser')).toHaveLength(0);
    expect(row('Ion Vasilescu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ion Vasilescu' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Ion Vasilescu/ })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteUser').map((call) => call.variables)).toEqual([{ id: '3' }]);
    expect(await screen.findByText('2 accounts')).toBeInTheDocument();
    // The cache dropped the user at once; the page is read again for its totals.
    expect(operationCalls(fetchMock, 'UsersPage')).toHaveLength(2);
  });

  it("a failed delete says 'Failed to delete user. Please try again.', a 404 the not-found text", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = gqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'e-1' });
    await openUsers({ DeleteUser: () => answer });
    await table();
    const deleteMaria = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete Maria Ionescu' }));
      await userEvent.click(
        within(screen.getByRole('alertdialog', { name: 'Delete user' })).getByRole('button', {
          name: 'Delete',
        }),
      );
    };
    await deleteMaria();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user. Please try again.');
    expect(row('Maria Ionescu')).toBeInTheDocument();

    answer = gqlError('NOT_FOUND', 'User not found');
    await deleteMaria();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. Please refresh the page and try again.',
    );
  });

  it('on a narrow screen shows cards with labelled actions instead of the table', async () => {
    mockMatchMedia(true);
    await openUsers();
    const list = await screen.findByRole('list', { name: 'User accounts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Admin users cannot be deactivated or deleted.')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: 'Activate Ion Vasilescu' })).toHaveTextContent(
      'Activate',
    );
    expect(within(cards[1]!).getByText('December 1, 2025')).toBeInTheDocument();
  });
});

describe('/dashboard/users over GraphQL', () => {
  const deleteIon = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ion Vasilescu' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  };

  it('sends every mutation with a fresh CSRF token, and the list query without one', async () => {
    const { fetchMock } = await openUsers({
      SetUserActive: gqlData({ setUserActive: gqlUser({ ...ion, active: true }) }),
      DeleteUser: gqlData({ deleteUser: true }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Ion Vasilescu' }));
    await screen.findByText('User activated successfully');
    await deleteIon();
    await screen.findByText('User deleted successfully');

    const mutations = [
      ...operationCalls(fetchMock, 'SetUserActive'),
      ...operationCalls(fetchMock, 'DeleteUser'),
    ];
    expect(mutations.map((call) => call.headers.get('x-csrf-token'))).toEqual([CSRF_TOKEN, CSRF_TOKEN]);
    expect(callsTo(fetchMock, 'GET /auth/csrf-token')).toHaveLength(2);
    expect(operationCalls(fetchMock, 'UsersPage')[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('without a CSRF token sends no mutation and says the failure text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = await openUsers(
      { DeleteUser: gqlData({ deleteUser: true }) },
      { 'GET /auth/csrf-token': json(500, {}) },
    );
    await table();
    await deleteIon();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user. Please try again.');
    expect(operationCalls(fetchMock, 'DeleteUser')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to delete user (500)' }));
    expect(row('Ion Vasilescu')).toBeInTheDocument();
  });

  it("logs 'Failed to fetch users (503)' when the server says nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openUsers({ UsersPage: json(503, {}) });
    await screen.findByRole('alert');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch users (503)', status: 503 }),
    );
  });

  it("names the failed change in the console: 'Failed to update user (500)', '… active status (0)'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openUsers({ UpdateUser: json(500, {}), SetUserActive: 'network-error' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Maria Ionescu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change the user status. Please try again.',
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to update user active status (0)', status: 0 }),
    );

    const dialog = await editDialogOf('Maria Ionescu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to update user. Please try again.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update user (500)' }));
  });
});
