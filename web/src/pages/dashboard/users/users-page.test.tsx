import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/user';
import {
  callsTo,
  json,
  mockAuthApi,
  mockMatchMedia,
  type MockAnswer,
  type PlainAnswer,
} from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

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

async function openUsers(routes: Record<string, MockAnswer> = {}) {
  const fetchMock = mockAuthApi({ kind: 'user', user: me }, { 'GET /users': json(200, users), ...routes });
  return { fetchMock, ...(await renderApp('/dashboard/users')) };
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const table = () => screen.findByRole('table', { name: 'User accounts' });

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
    await openUsers({ 'GET /users': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
    answer = json(200, users);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("activates a user: PATCH { active: true }, 'User activated successfully', hidden after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { fetchMock } = await openUsers({ 'PATCH /users/3/active': json(200, { ...ion, active: true }) });
    await table();
    await user.click(screen.getByRole('button', { name: 'Activate Ion Vasilescu' }));

    expect(await screen.findByText('User activated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /users/3/active')[0]?.body).toEqual({ active: true });
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
    let answer: PlainAnswer = json(200, { user: { ...maria, active: false } });
    await openUsers({ 'PATCH /users/2/active': () => answer });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Maria Ionescu' }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(within(row('Maria Ionescu')).getByText('Inactive')).toBeInTheDocument();

    answer = json(404, {});
    await userEvent.click(screen.getByRole('button', { name: 'Activate Maria Ionescu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. Please refresh the page and try again.',
    );
    expect(within(row('Maria Ionescu')).getByText('Inactive')).toBeInTheDocument();
  });

  it("edits a user: prefilled form, required fields, PUT, 'User updated successfully'", async () => {
    const { fetchMock } = await openUsers({
      'PUT /users/2': ({ body }) => json(200, { ...maria, ...(body as object) }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Maria Ionescu' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    const firstName = within(dialog).getByLabelText('First name');
    expect(firstName).toHaveValue('Maria');
    expect(firstName).toHaveFocus();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('installer');

    await userEvent.clear(firstName);
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(callsTo(fetchMock, 'PUT /users/2')).toHaveLength(0);

    await userEvent.type(firstName, 'Mara');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'mara@example.ro');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/2')[0]?.body).toEqual({
      firstName: 'Mara',
      lastName: 'Ionescu',
      email: 'mara@example.ro',
      role: 'admin',
    });
    expect(within(row('Mara Ionescu')).getByText('Administrator')).toBeInTheDocument();
    // Now an admin: protected.
    expect(within(row('Mara Ionescu')).getByRole('button', { name: 'Delete Mara Ionescu' })).toBeDisabled();
  });

  it('an admin cannot change their own role', async () => {
    await openUsers();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Andrei Popescu' }));
    const role = within(screen.getByRole('dialog', { name: 'Edit user' })).getByLabelText('Role');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot change your own role.');
  });

  it("keeps the edit form open with the server's joined messages, or the screen's fallback", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = json(400, {
      errors: [{ msg: 'Email already in use' }, { msg: 'Invalid role' }],
    });
    await openUsers({ 'PUT /users/2': () => answer });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Maria Ionescu' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email already in use, Invalid role');

    answer = 'network-error';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to update user. Please try again.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Maria Ionescu' })).toHaveFocus();
  });

  it('asks before deleting; Cancel deletes nothing; confirming deletes, says so and reloads the list', async () => {
    let list = users;
    const { fetchMock } = await openUsers({
      'GET /users': () => json(200, list),
      'DELETE /users/3': () => {
        list = [me, maria];
        return new Response(null, { status: 204 });
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ion Vasilescu' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete Ion Vasilescu (ion@example.ro)? This action cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /users/3')).toHaveLength(0);
    expect(row('Ion Vasilescu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ion Vasilescu' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Ion Vasilescu/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /users/3')).toHaveLength(1);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /users')).toHaveLength(2));
    expect(await screen.findByText('2 accounts')).toBeInTheDocument();
  });

  it("a failed delete says 'Failed to delete user. Please try again.', a 404 the not-found text", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = json(500, {});
    await openUsers({ 'DELETE /users/2': () => answer });
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

    answer = json(404, { message: 'Not found' });
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
