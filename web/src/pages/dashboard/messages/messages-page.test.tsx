import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, mockAuthApi, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

interface Message {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  read: boolean;
}

const ana: Message = {
  id: 'm1',
  name: 'Ana Ionescu',
  email: 'ana@example.ro',
  message: 'Bună ziua,\nAș dori o ofertă pentru pachetul Advanced.\nMulțumesc!',
  receivedAt: '2026-03-09T12:00:00.000Z',
  read: false,
};
const mihai: Message = {
  id: 'm2',
  name: 'Mihai Pop',
  email: 'mihai@example.ro',
  message: 'Mai aveți locuri libere în aprilie?',
  receivedAt: '2026-03-01T08:00:00.000Z',
  read: true,
};
const gqlMessage = (m: Message) => ({ __typename: 'ContactMessage', ...m });
const inbox = (list: Message[], unread: number, totalPages = 1) =>
  gqlData({
    contactMessages: { __typename: 'ContactMessagePage', data: list.map(gqlMessage), totalPages, unread },
  });
const marked = ({ id, read }: Record<string, unknown>) =>
  gqlData({
    markContactMessageRead: gqlMessage({ ...[ana, mihai].find((m) => m.id === id)!, read: read as boolean }),
  });

async function open(operations: Record<string, OperationAnswer> = {}, path = '/dashboard/messages') {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: { id: '1', role: 'admin' } },
    graphqlRoutes({
      ContactMessages: inbox([ana, mihai], 1),
      UnreadContactMessages: gqlData({ unreadContactMessages: 1 }),
      MarkContactMessageRead: marked,
      ...operations,
    }),
  );
  return { fetchMock, ...(await renderApp(path)) };
}

const list = () => screen.findByRole('list', { name: 'Contact messages' });
/** Opening and closing the reader are navigations (the open message is in the address): waited for. */
const readerClosed = () => vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const sidebarMessages = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard navigation' })).getByRole('link', {
    name: /^Messages/,
  });

describe('/dashboard/messages (contact inbox)', () => {
  it('lists the messages newest first, the unread ones marked, with the unread count', async () => {
    const { fetchMock } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual([
      'Unread: Ana Ionescuana@example.roMarch 9, 2026Bună ziua, Aș dori o ofertă pentru pachetul Advanced. Mulțumesc!',
      'Mihai Popmihai@example.roMarch 1, 2026Mai aveți locuri libere în aprilie?',
    ]);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(sidebarMessages()).toHaveAccessibleName('Messages 1 unread');
    expect(operationCalls(fetchMock, 'ContactMessages')[0]?.variables).toEqual({ page: 1, limit: 10 });
  });

  it('opening an unread message shows it in full and marks it read; the counts follow', async () => {
    const { fetchMock } = await open();
    await list();
    await userEvent.click(rowOf('Ana Ionescu'));
    const reader = await screen.findByRole('dialog', { name: 'Message from Ana Ionescu' });
    expect(within(reader).getByRole('region', { name: 'Message' })).toHaveTextContent(
      'Bună ziua, Aș dori o ofertă pentru pachetul Advanced. Mulțumesc!',
    );
    expect(within(reader).getByText('Received').nextElementSibling).toHaveTextContent(/^March 9, 2026 at /);
    expect(within(reader).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:ana@example.ro?subject=${encodeURIComponent('Re: Mesajul tău către SmartHome Iași')}`,
    );
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(sidebarMessages()).toHaveAccessibleName('Messages');
    const [call] = operationCalls(fetchMock, 'MarkContactMessageRead');
    expect(call?.variables).toEqual({ id: 'm1', read: true });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    // From the answer: neither the inbox nor the count is read again.
    expect(operationCalls(fetchMock, 'ContactMessages')).toHaveLength(1);
    expect(operationCalls(fetchMock, 'UnreadContactMessages')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await readerClosed();
    expect(rowOf('Ana Ionescu')).toHaveFocus();
    expect(rowOf('Ana Ionescu')).not.toHaveTextContent('Unread');
  });

  it('opening a read message sends nothing; Mark as unread marks it again and says so', async () => {
    const { fetchMock } = await open();
    await list();
    await userEvent.click(rowOf('Mihai Pop'));
    const reader = await screen.findByRole('dialog', { name: 'Message from Mihai Pop' });
    expect(operationCalls(fetchMock, 'MarkContactMessageRead')).toHaveLength(0);
    await userEvent.click(within(reader).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Message marked as unread')).toBeInTheDocument();
    await readerClosed();
    expect(operationCalls(fetchMock, 'MarkContactMessageRead')[0]?.variables).toEqual({
      id: 'm2',
      read: false,
    });
    expect(rowOf('Mihai Pop')).toHaveTextContent('Unread');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(sidebarMessages()).toHaveAccessibleName('Messages 2 unread');
  });

  it('the open message is in the address: Back closes it and stays in the inbox', async () => {
    const { router } = await open({}, '/dashboard/messages?page=1');
    await list();
    await userEvent.click(rowOf('Mihai Pop'));
    expect(await screen.findByRole('dialog', { name: 'Message from Mihai Pop' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1&message=m2');
    await act(() => router.navigate(-1));
    await readerClosed();
    expect(router.state.location.pathname).toBe('/dashboard/messages');
    expect(router.state.location.search).toBe('?page=1');
  });

  it("an address naming a message of another page opens it, marks it read, and Close keeps the inbox's page", async () => {
    const older: Message = { ...ana, id: 'm9', name: 'Elena Stan', read: false };
    const { fetchMock, router } = await open(
      {
        ContactMessage: ({ id }) =>
          id === older.id
            ? gqlData({ contactMessage: gqlMessage(older) })
            : gqlError('NOT_FOUND', 'Message not found'),
        MarkContactMessageRead: ({ id, read }) =>
          gqlData({
            markContactMessageRead: gqlMessage({ ...older, id: id as string, read: read as boolean }),
          }),
      },
      '/dashboard/messages?message=m9',
    );
    const reader = await screen.findByRole('dialog', { name: 'Message from Elena Stan' });
    expect(within(reader).getByRole('region', { name: 'Message' })).toHaveTextContent('Aș dori o ofertă');
    await vi.waitFor(() =>
      expect(operationCalls(fetchMock, 'MarkContactMessageRead')[0]?.variables).toEqual({
        id: 'm9',
        read: true,
      }),
    );
    expect(operationCalls(fetchMock, 'ContactMessage')[0]?.variables).toEqual({ id: 'm9' });
    await userEvent.click(within(reader).getByRole('button', { name: 'Close' }));
    await readerClosed();
    expect(router.state.location.search).toBe('');
    expect(await list()).toBeInTheDocument();
  });

  it('an address naming a message that does not exist says so and shows the inbox', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await open(
      { ContactMessage: gqlError('NOT_FOUND', 'Message not found') },
      '/dashboard/messages?message=0123456789abcdef01234567',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This message does not exist: it may have been deleted at the end of its retention period.',
    );
    await readerClosed();
    expect(router.state.location.search).toBe('');
  });

  it('a failed change says so and leaves the message as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open({ MarkContactMessageRead: gqlError('INTERNAL_SERVER_ERROR', 'Internal server error') });
    await list();
    await userEvent.click(rowOf('Ana Ionescu'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update the message. Please try again.',
    );
    expect(await screen.findByRole('dialog', { name: 'Message from Ana Ionescu' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update message (500)' }));
  });

  it('pages through the inbox', async () => {
    const { fetchMock, router } = await open({
      ContactMessages: ({ page }) => (page === 2 ? inbox([mihai], 1, 2) : inbox([ana], 1, 2)),
    });
    await list();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Mihai Pop/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(operationCalls(fetchMock, 'ContactMessages').map((c) => c.variables.page)).toEqual([1, 2]);
  });

  it("says 'Failed to load messages. Please try again later.' and Try Again reloads", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    await open({ ContactMessages: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load messages. Please try again later.',
    );
    answer = inbox([], 0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
