import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlData, gqlError, operationCalls } from '@/test/graphql-mocks';
import { gqlInstallation, installationsPageAnswer, openAs } from '../operations-test-support';

const SECRET = 'shpat_Ab3xQ9k2LmN4pR7sT1vW8yZ0cE5gH6jKq1w2e3';

const calendarToken = () => ({
  __typename: 'CreatedApiToken',
  token: SECRET,
  apiToken: {
    __typename: 'ApiToken',
    id: 'c1',
    name: 'Calendar link',
    scope: 'calendar',
    displayPrefix: 'shpat_Ab3x',
    createdAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2027-03-01T12:00:00.000Z',
    lastUsedAt: null,
    status: 'active',
  },
});

const openList = (answer = () => gqlData({ resetCalendarToken: calendarToken() })) =>
  openAs('user', '/dashboard/installations', {
    InstallationsPage: installationsPageAnswer([gqlInstallation(1)]),
    ResetCalendarToken: answer,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the installations calendar panel', () => {
  it('offers a calendar subscription under the list, warning that a new link replaces the old', async () => {
    await openList();
    const panel = await screen.findByRole('region', { name: 'Calendar' });
    expect(within(panel).getByRole('button', { name: 'Subscribe in your calendar' })).toBeEnabled();
    expect(panel).toHaveTextContent('Each new link makes the one you made before stop working.');
  });

  it('shows the new link once, on this site, focused, with Copy; Done puts it away', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { fetchMock } = await openList();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));

    const shown = await screen.findByRole('region', { name: 'Your calendar link' });
    expect(shown).toHaveFocus();
    expect(shown).toHaveAccessibleDescription(/a new link makes this one stop working/);
    const link = `${window.location.origin}/api/v0/calendar/installations.ics?token=${SECRET}`;
    expect(within(shown).getByLabelText('Calendar link')).toHaveValue(link);
    expect(operationCalls(fetchMock, 'ResetCalendarToken')).toHaveLength(1);

    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Your calendar link' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(link)).not.toBeInTheDocument();
  });

  it('says so when the link cannot be made, in the server’s words when it sent some', async () => {
    await openList(() => gqlError('FORBIDDEN', 'API tokens cannot create API tokens: sign in to create one'));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'API tokens cannot create API tokens: sign in to create one',
    );
    expect(screen.getByRole('button', { name: 'Subscribe in your calendar' })).toBeEnabled();
  });
});
