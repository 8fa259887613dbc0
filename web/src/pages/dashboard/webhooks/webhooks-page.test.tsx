import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/test/api-mocks';
import { gqlData, gqlError, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { emptyHomeWidgets, openAs } from '../operations-test-support';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROTATED = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

const gqlWebhook = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Webhook',
  id: `64b000000000000000000${String(n).padStart(3, '0')}`,
  url: `https://hooks${n}.example.com/smarthome`,
  events: ['issue.created'],
  description: null,
  active: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...extra,
});

const gqlDelivery = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id: `d${n}`,
  event: 'issue.created',
  messageId: `msg_${n}`,
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  createdAt: `2026-03-0${n}T09:00:00.000Z`,
  deliveredAt: `2026-03-0${n}T09:00:01.000Z`,
  nextAttemptAt: null,
  ...extra,
});

const eventTypes = gqlData({
  webhookEventTypes: [
    { __typename: 'WebhookEventType', type: 'issue.created', description: 'A support issue was reported.' },
    {
      __typename: 'WebhookEventType',
      type: 'issue.status_changed',
      description: 'An issue moved between open, wip and resolved.',
    },
    {
      __typename: 'WebhookEventType',
      type: 'contact.received',
      description: 'A visitor sent the contact form.',
    },
  ],
});

const listOf = (...webhooks: ReturnType<typeof gqlWebhook>[]) => gqlData({ webhooks });

async function openWebhooks(operations: Record<string, OperationAnswer> = {}, role = 'admin') {
  return openAs(role, '/dashboard/webhooks', {
    Webhooks: listOf(),
    WebhookEventTypes: eventTypes,
    UnreadContactMessages: gqlData({ unreadContactMessages: 0 }),
    ...operations,
  });
}

const entry = (url: string) => screen.getByRole('heading', { level: 3, name: url }).closest('li')!;
const urlField = () => screen.getByLabelText('Endpoint URL');
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create webhook' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/webhooks (admin)', () => {
  it('says what webhooks are, offers every event type with what it means, and says when there are none', async () => {
    await openWebhooks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Webhooks/);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const events = screen.getByRole('group', { name: 'Events' });
    expect(
      await within(events).findByRole('checkbox', { name: 'issue.created' }),
    ).toHaveAccessibleDescription('A support issue was reported.');
    expect(within(events).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('lists each webhook with its events, state, failures, and why the worker turned it off', async () => {
    await openWebhooks({
      Webhooks: listOf(
        gqlWebhook(1, { events: ['issue.created', 'contact.received'], description: 'The CRM' }),
        gqlWebhook(2, {
          active: false,
          consecutiveFailures: 12,
          disabledReason: '12 deliveries in a row failed',
        }),
      ),
    });
    const first = await screen.findByRole('heading', {
      level: 3,
      name: 'https://hooks1.example.com/smarthome',
    });
    const one = first.closest('li')!;
    expect(within(one).getByText('Active')).toBeInTheDocument();
    expect(within(one).getByText('The CRM')).toBeInTheDocument();
    expect(
      within(one)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['issue.created', 'contact.received']);
    expect(
      within(one).getByRole('button', { name: 'Disable https://hooks1.example.com/smarthome' }),
    ).toBeEnabled();

    const two = entry('https://hooks2.example.com/smarthome');
    expect(within(two).getByText('Disabled')).toBeInTheDocument();
    expect(within(two).getByText('12 deliveries in a row failed')).toBeInTheDocument();
    expect(within(two).getByText('Failures in a row').nextElementSibling).toHaveTextContent('12');
    expect(
      within(two).getByRole('button', { name: 'Enable https://hooks2.example.com/smarthome' }),
    ).toBeEnabled();
    expect(screen.getByText('2 webhooks')).toBeInTheDocument();
  });

  it('creates a webhook: its secret is shown once with Copy and how to verify, and it heads the list', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { fetchMock } = await openWebhooks({
      Webhooks: listOf(gqlWebhook(1)),
      CreateWebhook: ({ input }) =>
        gqlData({
          createWebhook: {
            __typename: 'WebhookWithSecret',
            secret: SECRET,
            webhook: gqlWebhook(9, { ...(input as object), description: 'Zapier' }),
          },
        }),
    });
    await screen.findByRole('heading', { level: 3, name: 'https://hooks1.example.com/smarthome' });
    await userEvent.type(urlField(), ' https://zap.example.com/in ');
    await userEvent.type(screen.getByLabelText('Description'), 'Zapier');
    // Ticked out of order, sent in the server's order.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'contact.received' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'issue.created' }));
    await create();

    const panel = await screen.findByRole('region', { name: 'Webhook created' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveAccessibleDescription('Copy this signing secret now. It will not be shown again.');
    expect(within(panel).getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(within(panel).getByText('https://zap.example.com/in')).toBeInTheDocument();
    const verify = within(panel).getByRole('region', { name: 'How to verify' });
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(within(verify).getByText(header, { selector: 'code' })).toBeInTheDocument();
    expect(verify).toHaveTextContent('Any Standard Webhooks library verifies them with this secret');
    expect(operationCalls(fetchMock, 'CreateWebhook')[0]?.variables).toEqual({
      input: {
        url: 'https://zap.example.com/in',
        events: ['issue.created', 'contact.received'],
        description: 'Zapier',
      },
    });

    // The new webhook heads the list without the list being read again, and the form is empty.
    const entries = within(screen.getByRole('list', { name: 'Webhooks' })).getAllByRole('heading', {
      level: 3,
    });
    expect(entries.map((heading) => heading.textContent)).toEqual([
      'https://zap.example.com/in',
      'https://hooks1.example.com/smarthome',
    ]);
    expect(operationCalls(fetchMock, 'Webhooks')).toHaveLength(1);
    expect(urlField()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'issue.created' })).not.toBeChecked();

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(panel).getByText('Copied')).toHaveAttribute('aria-live', 'polite');

    // Done: the secret is gone from the page for good.
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Webhook created' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(urlField()).toHaveFocus();
  });

  it('checks the form before sending: a URL and at least one event, each told at its field', async () => {
    const { fetchMock } = await openWebhooks();
    await screen.findByRole('checkbox', { name: 'issue.created' });
    await create();
    expect(urlField()).toHaveAccessibleDescription('URL is required');
    expect(urlField()).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      'Choose at least one event',
    );

    await userEvent.type(urlField(), 'https://hooks.example.com');
    await create();
    expect(urlField()).not.toHaveAccessibleDescription('URL is required');
    expect(screen.getByRole('checkbox', { name: 'issue.created' })).toHaveFocus();

    // Ticking an event clears its message.
    await userEvent.click(screen.getByRole('checkbox', { name: 'issue.created' }));
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at least one.');
    expect(operationCalls(fetchMock, 'CreateWebhook')).toHaveLength(0);
  });

  it("shows the server's refusal of a field at that field, in its words, and keeps what was typed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = 'URL must not point to a loopback, private, link-local or metadata address';
    await openWebhooks({
      CreateWebhook: gqlError('BAD_USER_INPUT', refused, {
        details: { errors: [{ field: 'url', msg: refused }] },
      }),
    });
    await userEvent.type(urlField(), 'https://10.0.0.7/hook');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'issue.created' }));
    await create();

    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(urlField()).toHaveAccessibleDescription(refused);
    expect(urlField()).toBeInvalid();
    expect(urlField()).toHaveFocus();
    expect(urlField()).toHaveValue('https://10.0.0.7/hook');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Webhook created' })).not.toBeInTheDocument();
  });

  it('says a refusal about no field of the form above it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openWebhooks({ CreateWebhook: gqlError('CONFLICT', 'At most 20 webhooks can exist') });
    await userEvent.type(urlField(), 'https://hooks.example.com');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'issue.created' }));
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 webhooks can exist');
  });

  it('Disable turns deliveries off and Enable back on, the badge following', async () => {
    const { fetchMock } = await openWebhooks({
      Webhooks: listOf(gqlWebhook(1)),
      UpdateWebhook: ({ id, input }) =>
        gqlData({ updateWebhook: gqlWebhook(1, { id, ...(input as object), consecutiveFailures: 0 }) }),
    });
    await screen.findByRole('heading', { level: 3, name: 'https://hooks1.example.com/smarthome' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Disable https://hooks1.example.com/smarthome' }),
    );
    expect(await screen.findByText('Webhook disabled')).toBeInTheDocument();
    const one = entry('https://hooks1.example.com/smarthome');
    expect(within(one).getByText('Disabled')).toBeInTheDocument();

    await userEvent.click(
      within(one).getByRole('button', { name: 'Enable https://hooks1.example.com/smarthome' }),
    );
    expect(await screen.findByText('Webhook enabled')).toBeInTheDocument();
    expect(within(one).getByText('Active')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'UpdateWebhook').map((call) => call.variables)).toEqual([
      { id: gqlWebhook(1).id, input: { active: false } },
      { id: gqlWebhook(1).id, input: { active: true } },
    ]);
  });

  it('Rotate secret asks first, then shows the new secret once', async () => {
    const { fetchMock } = await openWebhooks({
      Webhooks: listOf(gqlWebhook(1)),
      RotateWebhookSecret: gqlData({
        rotateWebhookSecret: { __typename: 'WebhookWithSecret', secret: ROTATED, webhook: gqlWebhook(1) },
      }),
    });
    const rotate = await screen.findByRole('button', {
      name: 'Rotate secret https://hooks1.example.com/smarthome',
    });
    await userEvent.click(rotate);
    let confirm = screen.getByRole('alertdialog', { name: 'Rotate signing secret' });
    expect(confirm).toHaveAccessibleDescription(/The current secret stops working at once/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(operationCalls(fetchMock, 'RotateWebhookSecret')).toHaveLength(0);

    await userEvent.click(rotate);
    confirm = screen.getByRole('alertdialog', { name: 'Rotate signing secret' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const panel = await screen.findByRole('region', { name: 'Secret rotated' });
    expect(within(panel).getByLabelText('Signing secret')).toHaveValue(ROTATED);
    expect(panel).toHaveFocus();
    expect(operationCalls(fetchMock, 'RotateWebhookSecret').map((call) => call.variables)).toEqual([
      { id: gqlWebhook(1).id },
    ]);
  });

  it('Delete asks first, then drops the webhook from the list', async () => {
    const { fetchMock } = await openWebhooks({
      Webhooks: listOf(gqlWebhook(1), gqlWebhook(2)),
      DeleteWebhook: gqlData({ deleteWebhook: true }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete https://hooks2.example.com/smarthome' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete webhook' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'https://hooks2.example.com/smarthome' }),
    ).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteWebhook').map((call) => call.variables)).toEqual([
      { id: gqlWebhook(2).id },
    ]);
    expect(operationCalls(fetchMock, 'Webhooks')).toHaveLength(1);
  });

  it("says 'Failed to load the webhooks. Please try again later.' and Try Again reads again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: OperationAnswer = 'network-error';
    await openWebhooks({ Webhooks: () => answer as never });
    expect(
      await screen.findByText('Failed to load the webhooks. Please try again later.'),
    ).toBeInTheDocument();
    answer = listOf(gqlWebhook(1));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'https://hooks1.example.com/smarthome' }),
    ).toBeInTheDocument();
  });
});

describe('/dashboard/webhooks: the delivery log', () => {
  const log = gqlData({
    webhookDeliveries: [
      gqlDelivery(3, {
        status: 'failed',
        event: 'issue.status_changed',
        attempts: 8,
        responseStatus: 503,
        lastError: 'HTTP 503',
        deliveredAt: null,
      }),
      gqlDelivery(2, {
        status: 'pending',
        attempts: 0,
        responseStatus: null,
        deliveredAt: null,
        nextAttemptAt: '2026-03-02T09:05:00.000Z',
      }),
      gqlDelivery(1),
    ],
  });

  async function openLog(operations: Record<string, OperationAnswer> = {}) {
    const opened = await openWebhooks({
      Webhooks: listOf(gqlWebhook(1)),
      WebhookDeliveries: log,
      ...operations,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show deliveries https://hooks1.example.com/smarthome' }),
    );
    const table = await screen.findByRole('table', {
      name: 'Deliveries to https://hooks1.example.com/smarthome',
    });
    return { ...opened, table };
  }

  const rowOf = (table: HTMLElement, index: number) => within(table).getAllByRole('row')[index + 1]!;

  it('is read when opened, and shows event, status, attempts, answer, error and times', async () => {
    const { fetchMock, table } = await openLog();
    expect(operationCalls(fetchMock, 'WebhookDeliveries').map((call) => call.variables)).toEqual([
      { webhookId: gqlWebhook(1).id },
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Status', 'Attempts', 'Response', 'Last error', 'Created', 'Delivered', 'Actions']);
    const failed = within(rowOf(table, 0))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(failed.slice(0, 4)).toEqual(['Failed', '8', '503', 'HTTP 503']);
    expect(failed[4]).toMatch(/^Mar 3, 2026, \d{1,2}:00 (AM|PM)$/);
    expect(failed[5]).toBe('—');
    expect(within(rowOf(table, 1)).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf(table, 1)).getByText(/^Next attempt Mar 2, 2026, /)).toBeInTheDocument();
    expect(within(rowOf(table, 2)).getAllByRole('cell')[5]).toHaveTextContent(/^Mar 1, 2026, /);
  });

  it('offers Redeliver on the failed deliveries only', async () => {
    const { table } = await openLog();
    const buttons = within(table).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('title', 'Redeliver');
    expect(
      within(rowOf(table, 0)).getByRole('button', { name: /^Redeliver issue.status_changed of / }),
    ).toBeEnabled();
  });

  it('Redeliver queues the delivery again: it shows as pending', async () => {
    const { fetchMock, table } = await openLog({
      RedeliverWebhookDelivery: ({ deliveryId }) =>
        gqlData({
          redeliverWebhookDelivery: gqlDelivery(3, {
            id: deliveryId,
            status: 'pending',
            event: 'issue.status_changed',
            attempts: 8,
            responseStatus: 503,
            lastError: 'HTTP 503',
            deliveredAt: null,
          }),
        }),
    });
    await userEvent.click(within(rowOf(table, 0)).getByRole('button', { name: /^Redeliver / }));
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    expect(within(rowOf(table, 0)).getByText('Pending')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Redeliver / })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'RedeliverWebhookDelivery').map((call) => call.variables)).toEqual([
      { webhookId: gqlWebhook(1).id, deliveryId: 'd3' },
    ]);
  });

  it("says the server's CONFLICT in its words and reads the log again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock, table } = await openLog({
      RedeliverWebhookDelivery: gqlError('CONFLICT', 'Only a failed delivery can be sent again'),
    });
    await userEvent.click(within(rowOf(table, 0)).getByRole('button', { name: /^Redeliver / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed delivery can be sent again');
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'WebhookDeliveries')).toHaveLength(2));
  });

  it('Refresh reads the log again', async () => {
    const { fetchMock } = await openLog();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'WebhookDeliveries')).toHaveLength(2));
  });

  it('says when nothing has been sent yet', async () => {
    await openWebhooks({
      Webhooks: listOf(gqlWebhook(1)),
      WebhookDeliveries: gqlData({ webhookDeliveries: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Show deliveries / }));
    expect(await screen.findByText('Nothing has been sent to this endpoint yet.')).toBeInTheDocument();
  });

  it('on a narrow screen shows a card per delivery, Redeliver on the failed one', async () => {
    mockMatchMedia(true);
    await openWebhooks({ Webhooks: listOf(gqlWebhook(1)), WebhookDeliveries: log });
    await userEvent.click(await screen.findByRole('button', { name: /^Show deliveries / }));
    const cards = within(
      await screen.findByRole('list', { name: 'Deliveries to https://hooks1.example.com/smarthome' }),
    ).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 5 }).textContent)).toEqual([
      'issue.status_changed',
      'issue.created',
      'issue.created',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: /^Redeliver / })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/dashboard/webhooks for everyone else', () => {
  it.each(['user', 'installer'])(
    'sends a signed-in %s to /dashboard without reading anything',
    async (role) => {
      const { fetchMock, router } = await openAs(role, '/dashboard/webhooks', emptyHomeWidgets());
      expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(operationCalls(fetchMock, 'Webhooks')).toHaveLength(0);
      expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    },
  );

  it('the dashboard navigation links an admin to Webhooks', async () => {
    await openWebhooks();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/dashboard/webhooks',
    );
  });
});
