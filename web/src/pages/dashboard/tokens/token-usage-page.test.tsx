import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockAuthApi, mockMatchMedia, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';
import { emptyHomeWidgets } from '../operations-test-support';

// The admin's browser says it is March 15th, 2026, late morning.
const NOW = new Date(2026, 2, 15, 10, 30);
const DEFAULT_RANGE = { startDate: '2026-02-13', endDate: '2026-03-15' };

const stats = (figures: Partial<Record<string, number>> = {}) => ({
  __typename: 'TokenUsageStats',
  totalTokens: 1_234_567,
  promptTokens: 1_000_000,
  completionTokens: 234_567,
  totalRequests: 2_400,
  cachedRequests: 600,
  ...figures,
});
const day = (date: string, promptTokens: number, completionTokens: number) => ({
  __typename: 'TokenUsageDay',
  date,
  totalTokens: promptTokens + completionTokens,
  promptTokens,
  completionTokens,
});
const model = (name: string, promptTokens: number, completionTokens: number, requestCount: number) => ({
  __typename: 'TokenUsageModel',
  model: name,
  totalTokens: promptTokens + completionTokens,
  promptTokens,
  completionTokens,
  requestCount,
});

const usage = gqlData({
  tokenUsageStats: stats(),
  tokenUsageDaily: [day('2026-03-10', 1_000, 200), day('2026-03-14', 999_000, 234_367)],
  tokenUsageByModel: [
    model('gpt-4o-mini', 990_000, 230_000, 1_800),
    model('local-knowledge', 10_000, 4_567, 600),
  ],
});
const noUsage = gqlData({
  tokenUsageStats: stats({
    totalTokens: 0,
    promptTokens: 0,
    completionTokens: 0,
    totalRequests: 0,
    cachedRequests: 0,
  }),
  tokenUsageDaily: [],
  tokenUsageByModel: [],
});

async function openTokens(
  operations: Record<string, OperationAnswer> = {},
  { path = '/dashboard/tokens', role = 'admin' } = {},
) {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: { id: '1', firstName: 'Mihai', role } },
    graphqlRoutes({
      TokenUsage: usage,
      UnreadContactMessages: gqlData({ unreadContactMessages: 0 }),
      ...operations,
    }),
  );
  return { fetchMock, ...(await renderApp(path)) };
}

/** The figure under a card's label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const startField = () => screen.getByLabelText('Start date');
const endField = () => screen.getByLabelText('End date');
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));
const setDay = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard/tokens (admin)', () => {
  it('reads the last 30 days and today, and shows the totals with thousands separators', async () => {
    const { fetchMock } = await openTokens();
    expect(await screen.findByRole('heading', { level: 1, name: 'Token Usage' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Token Usage/);
    expect(startField()).toHaveValue('2026-02-13');
    expect(endField()).toHaveValue('2026-03-15');
    expect(endField()).toHaveAttribute('max', '2026-03-15');

    expect(await screen.findByText('Total tokens', { selector: 'dt' })).toBeInTheDocument();
    expect(card('Total tokens')).toBe('1,234,567');
    expect(card('Prompt tokens')).toBe('1,000,000');
    expect(card('Completion tokens')).toBe('234,567');
    expect(card('Requests')).toBe('2,400');
    expect(card('Cached requests')).toBe('600');
    expect(screen.getByText('25% of requests')).toBeInTheDocument();
    expect(screen.getByText('Showing February 13, 2026 – March 15, 2026')).toBeInTheDocument();

    expect(operationCalls(fetchMock, 'TokenUsage').map((call) => call.variables)).toEqual([DEFAULT_RANGE]);
  });

  it('lists every day of the range, quiet days as zeros, and names the chart after the same days', async () => {
    await openTokens();
    const daily = await screen.findByRole('table', { name: 'Tokens per day' });
    expect(
      within(daily)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Total tokens', 'Prompt tokens', 'Completion tokens']);
    const rows = within(daily).getAllByRole('rowheader');
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent('February 13, 2026');
    expect(rows[30]).toHaveTextContent('March 15, 2026');
    expect(cellsOf(daily, 'March 10, 2026')).toEqual(['1,200', '1,000', '200']);
    expect(cellsOf(daily, 'March 14, 2026')).toEqual(['1,233,367', '999,000', '234,367']);
    expect(cellsOf(daily, 'March 11, 2026')).toEqual(['0', '0', '0']);

    // The chart is a lazy chunk; to a screen reader an image that points to the table.
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of the tokens used each day from February 13, 2026 to March 15, 2026, prompt and completion tokens stacked. The table below lists the same figures.',
      }),
    ).toBeInTheDocument();
  });

  it('lists the models, most tokens first', async () => {
    await openTokens();
    const models = await screen.findByRole('table', { name: 'Tokens per model' });
    expect(
      within(models)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Model', 'Total tokens', 'Prompt tokens', 'Completion tokens', 'Requests']);
    expect(
      within(models)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['gpt-4o-mini', 'local-knowledge']);
    expect(cellsOf(models, 'gpt-4o-mini')).toEqual(['1,220,000', '990,000', '230,000', '1,800']);
    expect(cellsOf(models, 'local-knowledge')).toEqual(['14,567', '10,000', '4,567', '600']);
  });

  it('on a narrow screen shows a card per model instead of the table', async () => {
    mockMatchMedia(true);
    await openTokens();
    const list = await screen.findByRole('list', { name: 'Tokens per model' });
    expect(screen.queryByRole('table', { name: 'Tokens per model' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'gpt-4o-mini',
      'local-knowledge',
    ]);
    expect(within(cards[1]!).getByText('Requests').nextElementSibling).toHaveTextContent('600');
  });

  it("says 'Loading...' until the figures come", async () => {
    await openTokens({ TokenUsage: 'pending' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Total tokens', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("says 'No token usage in this period.' for a range without any", async () => {
    await openTokens({ TokenUsage: noUsage });
    expect(await screen.findByText('No token usage in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Total tokens', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('reads the range Apply is given, keeps it in the address, and Apply again reads it again', async () => {
    const { fetchMock, router } = await openTokens();
    await screen.findByRole('table', { name: 'Tokens per day' });
    setDay(startField(), '2026-03-01');
    setDay(endField(), '2026-03-10');
    await apply();

    expect(await screen.findByText('Showing March 1, 2026 – March 10, 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?start=2026-03-01&end=2026-03-10');
    expect(
      within(await screen.findByRole('table', { name: 'Tokens per day' })).getAllByRole('rowheader'),
    ).toHaveLength(10);
    expect(operationCalls(fetchMock, 'TokenUsage').map((call) => call.variables)).toEqual([
      DEFAULT_RANGE,
      { startDate: '2026-03-01', endDate: '2026-03-10' },
    ]);

    await apply();
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'TokenUsage')).toHaveLength(3));
    expect(operationCalls(fetchMock, 'TokenUsage')[2]?.variables).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
  });

  it('opens on the range of the address, and on the default one when the address has a wrong one', async () => {
    const { fetchMock } = await openTokens({}, { path: '/dashboard/tokens?start=2026-01-01&end=2026-01-31' });
    await screen.findByText('Showing January 1, 2026 – January 31, 2026');
    expect(startField()).toHaveValue('2026-01-01');
    expect(endField()).toHaveValue('2026-01-31');
    expect(operationCalls(fetchMock, 'TokenUsage')[0]?.variables).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('ignores a range in the address that ends in the future', async () => {
    const { fetchMock } = await openTokens({}, { path: '/dashboard/tokens?start=2026-03-01&end=2026-04-01' });
    await screen.findByText('Showing February 13, 2026 – March 15, 2026');
    expect(operationCalls(fetchMock, 'TokenUsage')[0]?.variables).toEqual(DEFAULT_RANGE);
  });
});

describe('/dashboard/tokens: the range is checked before any query', () => {
  it('a start after the end is told at the start; Apply sends nothing and goes to the field', async () => {
    const { fetchMock, router } = await openTokens();
    await screen.findByRole('table', { name: 'Tokens per day' });
    setDay(startField(), '2026-03-12');
    setDay(endField(), '2026-03-20');
    setDay(endField(), '2026-03-10');
    expect(endField()).toHaveAccessibleDescription('The end date cannot be before the start date.');
    expect(startField()).not.toHaveAccessibleDescription();
    expect(endField()).toBeInvalid();

    setDay(startField(), '2026-03-11');
    expect(startField()).toHaveAccessibleDescription('The start date cannot be after the end date.');
    expect(endField()).not.toHaveAccessibleDescription();
    await apply();
    expect(startField()).toHaveFocus();
    expect(operationCalls(fetchMock, 'TokenUsage')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    // What was read stays on screen.
    expect(card('Total tokens')).toBe('1,234,567');
  });

  it('an end after today is refused at the end', async () => {
    const { fetchMock } = await openTokens();
    await screen.findByRole('table', { name: 'Tokens per day' });
    setDay(endField(), '2026-03-16');
    expect(endField()).toHaveAccessibleDescription('The end date cannot be in the future.');
    await apply();
    expect(endField()).toHaveFocus();
    expect(operationCalls(fetchMock, 'TokenUsage')).toHaveLength(1);

    setDay(endField(), '2026-03-15');
    expect(endField()).not.toHaveAccessibleDescription();
  });

  it('a missing day is asked for once Apply is pressed, not while it is being typed', async () => {
    const { fetchMock } = await openTokens();
    await screen.findByRole('table', { name: 'Tokens per day' });
    setDay(startField(), '');
    expect(startField()).not.toHaveAccessibleDescription();
    await apply();
    expect(startField()).toHaveAccessibleDescription('Choose a start date.');
    expect(startField()).toHaveFocus();
    expect(operationCalls(fetchMock, 'TokenUsage')).toHaveLength(1);
  });
});

describe('/dashboard/tokens when the figures cannot be read', () => {
  it("says 'Failed to load token usage data. Please try again later.', logs the call's text, and Try Again reads again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = json(503, {});
    await openTokens({ TokenUsage: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load token usage data. Please try again later.',
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch token usage stats (503)', status: 503 }),
    );

    answer = usage;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Tokens per day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the same when the gateway cannot be reached or hides the failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    const { router } = await openTokens({ TokenUsage: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load token usage data. Please try again later.',
    );
    answer = gqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'e-1' });
    await router.navigate('/dashboard/tokens?start=2026-03-01&end=2026-03-02');
    expect(await screen.findByText('Showing March 1, 2026 – March 2, 2026')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load token usage data. Please try again later.',
    );
  });

  it("shows the server's own words when it refuses the range", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openTokens({
      TokenUsage: gqlError('BAD_USER_INPUT', 'endDate cannot be in the future', {
        details: { errors: [{ field: 'endDate', msg: 'endDate cannot be in the future' }] },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('endDate cannot be in the future');
  });
});

describe('/dashboard/tokens for everyone else', () => {
  it.each(['user', 'installer'])(
    'sends a signed-in %s to /dashboard without reading anything',
    async (role) => {
      // Where they land: the dashboard's home, with its two widgets.
      const { fetchMock, router } = await openTokens(emptyHomeWidgets(), { role });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Mihai' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(operationCalls(fetchMock, 'TokenUsage')).toHaveLength(0);
    },
  );
});
