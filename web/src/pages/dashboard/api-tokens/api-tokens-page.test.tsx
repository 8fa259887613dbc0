import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/test/api-mocks';
import { gqlData, gqlError, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { emptyHomeWidgets, openAs } from '../operations-test-support';

const SECRET = 'shpat_Ab3xQ9k2LmN4pR7sT1vW8yZ0cE5gH6jKq1w2e3';

const gqlToken = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id: `t${n}`,
  name: `Script ${n}`,
  scope: 'read',
  displayPrefix: `shpat_Ab${n}x`,
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-05-30T12:00:00.000Z',
  lastUsedAt: null,
  status: 'active',
  ...extra,
});

const listOf = (...tokens: ReturnType<typeof gqlToken>[]) => gqlData({ myApiTokens: tokens });

async function openTokens(operations: Record<string, OperationAnswer> = {}, role = 'user') {
  return openAs(role, '/dashboard/api-tokens', { MyApiTokens: listOf(), ...operations });
}

const table = () => screen.findByRole('table', { name: 'Your API tokens' });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/api-tokens', () => {
  it('says what tokens are for, with the addresses and a link to the API reference', async () => {
    await openTokens();
    expect(await screen.findByRole('heading', { level: 1, name: 'API Tokens' })).toBeInTheDocument();
    expect(document.title).toMatch(/^API Tokens/);
    const lead = screen.getByText(/Personal API tokens let your integrations/);
    expect(lead).toHaveTextContent('/graphql');
    expect(lead).toHaveTextContent('/api/v0');
    expect(lead).toHaveTextContent('Authorization: Bearer <token>');
    expect(within(lead).getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
  });

  it('lists name, scope, prefix, dates, last use and status; only active tokens can be revoked', async () => {
    await openTokens({
      MyApiTokens: listOf(
        gqlToken(1, { scope: 'write', lastUsedAt: '2026-03-09T12:00:00.000Z' }),
        gqlToken(2, { status: 'expired' }),
        gqlToken(3, { status: 'revoked' }),
      ),
    });
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Scope', 'Prefix', 'Created', 'Expires', 'Last used', 'Status', 'Actions']);
    const cells = within(row('Script 1'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['Read and write', 'shpat_Ab1x…', 'March 1, 2026', 'May 30, 2026']);
    expect(cells[4]).toMatch(/^March 9, 2026 at /);
    expect(cells[5]).toBe('Active');
    expect(within(row('Script 2')).getByText('Never')).toBeInTheDocument();
    expect(within(row('Script 2')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('Script 3')).getByText('Revoked')).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Revoke / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Revoke Script 1']);
    expect(screen.getByText('3 tokens')).toBeInTheDocument();
  });

  it('creates a token: shows its secret once, focused, with Copy; Done puts it away', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { fetchMock } = await openTokens({
      CreateApiToken: ({ input }) =>
        gqlData({
          createApiToken: {
            __typename: 'CreatedApiToken',
            token: SECRET,
            apiToken: gqlToken(9, { ...(input as object), displayPrefix: 'shpat_Ab3x' }),
          },
        }),
    });
    await screen.findByText('You have no API tokens yet.');
    await userEvent.type(screen.getByLabelText('Name'), '  Backup   script ');
    await userEvent.click(screen.getByRole('radio', { name: 'Read and write' }));
    expect(screen.getByLabelText('Expires in')).toHaveValue('90');
    await userEvent.selectOptions(screen.getByLabelText('Expires in'), '30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const panel = await screen.findByRole('region', { name: 'Token "Backup script" created' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveAccessibleDescription('Copy this token now. You will not be able to see it again.');
    expect(within(panel).getByLabelText('Your new token')).toHaveValue(SECRET);
    expect(within(panel).getByLabelText('Your new token')).toHaveAttribute('readonly');
    expect(operationCalls(fetchMock, 'CreateApiToken')[0]?.variables).toEqual({
      input: { name: 'Backup script', scope: 'write', expiresInDays: 30 },
    });
    // The new token heads the list without the list being read again, and the form is empty.
    expect(row('Backup script')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'MyApiTokens')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(panel).getByText('Copied')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /created$/ })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('checks the form before sending: a name, unique among active tokens, and the limit of 10', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => gqlToken(i + 1));
    const { fetchMock } = await openTokens({ MyApiTokens: listOf(...ten) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can have at most 10 active API tokens: revoke one to create another',
    );

    await userEvent.type(screen.getByLabelText('Name'), 'Script 4');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription('Name is required');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'You already have an active API token named "Script 4"',
    );
    expect(operationCalls(fetchMock, 'CreateApiToken')).toHaveLength(0);
  });

  it("shows the server's refusal in its own words, and keeps what was typed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openTokens({
      CreateApiToken: gqlError('CONFLICT', 'You already have an active API token named "CI"'),
    });
    await screen.findByText('You have no API tokens yet.');
    await userEvent.type(screen.getByLabelText('Name'), 'CI');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an active API token named "CI"',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('CI');
    expect(screen.queryByRole('region', { name: /created$/ })).not.toBeInTheDocument();
  });

  it('asks before revoking; Cancel keeps the token, confirming drops it from the list', async () => {
    const { fetchMock } = await openTokens({
      MyApiTokens: listOf(gqlToken(1), gqlToken(2)),
      RevokeApiToken: gqlData({ revokeApiToken: true }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Script 2' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Revoke API token' });
    expect(confirm).toHaveAccessibleDescription(
      'Revoke the token "Script 2"? Integrations and scripts using it are refused at once. This cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(operationCalls(fetchMock, 'RevokeApiToken')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Script 2' }));
    confirm = screen.getByRole('alertdialog', { name: 'Revoke API token' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API token revoked')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Script 2' })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'RevokeApiToken').map((call) => call.variables)).toEqual([{ id: 't2' }]);
    expect(operationCalls(fetchMock, 'MyApiTokens')).toHaveLength(1);
  });

  it("says 'Failed to load your API tokens. Please try again later.' and Try Again reads again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: OperationAnswer = 'network-error';
    await openTokens({ MyApiTokens: () => answer as never });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your API tokens. Please try again later.',
    );
    answer = listOf(gqlToken(1));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('on a narrow screen shows a card per token with a labelled Revoke', async () => {
    mockMatchMedia(true);
    await openTokens({ MyApiTokens: listOf(gqlToken(1), gqlToken(2, { status: 'expired' })) });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Script 1',
      'Script 2',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: 'Revoke Script 1' })).toHaveTextContent('Revoke');
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/dashboard home', () => {
  it.each(['user', 'installer', 'admin'])('links a signed-in %s to their API tokens', async (role) => {
    await openAs(role, '/dashboard', emptyHomeWidgets());
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'API tokens' })).toHaveAttribute(
      'href',
      '/dashboard/api-tokens',
    );
  });
});
