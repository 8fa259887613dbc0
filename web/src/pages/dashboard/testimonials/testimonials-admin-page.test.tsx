import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, mockAuthApi, mockMatchMedia, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

interface Testimonial {
  id: string;
  clientName: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
  isApproved: boolean;
  createdAt: string;
}

const LONG =
  'Instalarea a durat două zile, totul funcționează local, fără cloud. Luminile, încălzirea și irigarea merg perfect din aplicație.';
const ana: Testimonial = {
  id: 't1',
  clientName: 'Ana Ionescu',
  position: 'Proprietar',
  company: 'Casa Verde',
  content: LONG,
  rating: 5,
  isApproved: false,
  createdAt: '2026-03-09T12:00:00.000Z',
};
const mihai: Testimonial = {
  id: 't2',
  clientName: 'Mihai Pop',
  position: null,
  company: null,
  content: 'Foarte mulțumit.',
  rating: 4,
  isApproved: true,
  createdAt: '2026-02-18T12:00:00.000Z',
};
const gqlTestimonial = (t: Testimonial) => ({ __typename: 'Testimonial', ...t });
const page = (list: Testimonial[], totalPages = 1) =>
  gqlData({ testimonials: { __typename: 'TestimonialPage', data: list.map(gqlTestimonial), totalPages } });

async function open(operations: Record<string, OperationAnswer> = {}, path = '/dashboard/testimonials') {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: { id: '1', role: 'admin' } },
    graphqlRoutes({ AdminTestimonials: page([ana, mihai]), ...operations }),
  );
  return { fetchMock, ...(await renderApp(path)) };
}

const table = () => screen.findByRole('table', { name: 'Testimonials' });
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('/dashboard/testimonials (admin)', () => {
  it('lists client, rating, a 100-character excerpt, status, date and actions, 10 per page', async () => {
    const { fetchMock } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client', 'Rating', 'Testimonial', 'Status', 'Date', 'Actions']);
    const first = row('Ana Ionescu');
    expect(within(first).getByText('Proprietar, Casa Verde')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText(`${LONG.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('March 9, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Approve testimonial from Ana Ionescu' })).toBeEnabled();
    expect(within(row('Mihai Pop')).getByText('Approved')).toBeInTheDocument();
    expect(
      within(row('Mihai Pop')).getByRole('button', { name: 'Reject testimonial from Mihai Pop' }),
    ).toBeEnabled();
    expect(operationCalls(fetchMock, 'AdminTestimonials')[0]?.variables).toEqual({ page: 1, limit: 10 });
  });

  it('Show more reveals the whole testimonial, Show less shortens it again', async () => {
    await open();
    await table();
    const more = within(row('Ana Ionescu')).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(row('Ana Ionescu')).getByText(LONG)).toBeInTheDocument();
    await userEvent.click(within(row('Ana Ionescu')).getByRole('button', { name: 'Show less' }));
    expect(within(row('Ana Ionescu')).queryByText(LONG)).not.toBeInTheDocument();
    expect(within(row('Mihai Pop')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('approves a pending testimonial: the row turns Approved at once, the message hides after 3 seconds', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { fetchMock } = await open({
      ApproveTestimonial: gqlData({ approveTestimonial: gqlTestimonial({ ...ana, isApproved: true }) }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Approve testimonial from Ana Ionescu' }));
    expect(await screen.findByText('Testimonial approved successfully')).toBeInTheDocument();
    expect(within(row('Ana Ionescu')).getByText('Approved')).toBeInTheDocument();
    expect(
      within(row('Ana Ionescu')).getByRole('button', { name: 'Reject testimonial from Ana Ionescu' }),
    ).toBeEnabled();
    const [call] = operationCalls(fetchMock, 'ApproveTestimonial');
    expect(call?.variables).toEqual({ id: 't1' });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    // Updated from the answer: the list is not read again.
    expect(operationCalls(fetchMock, 'AdminTestimonials')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Testimonial approved successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Testimonial approved successfully')).not.toBeInTheDocument();
  });

  it('rejects an approved testimonial back to Pending', async () => {
    const { fetchMock } = await open({
      RejectTestimonial: gqlData({ rejectTestimonial: gqlTestimonial({ ...mihai, isApproved: false }) }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Reject testimonial from Mihai Pop' }));
    expect(await screen.findByText('Testimonial rejected successfully')).toBeInTheDocument();
    expect(within(row('Mihai Pop')).getByText('Pending')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'RejectTestimonial')[0]?.variables).toEqual({ id: 't2' });
  });

  it('says the failed approve or reject in an alert and keeps the status', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open({
      ApproveTestimonial: gqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'e-7' }),
      RejectTestimonial: gqlError('NOT_FOUND', 'Testimonial not found'),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Approve testimonial from Ana Ionescu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to approve testimonial. Please try again.',
    );
    expect(within(row('Ana Ionescu')).getByText('Pending')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to approve testimonial (500)', errorId: 'e-7' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reject testimonial from Mihai Pop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reject testimonial. Please try again.',
    );
    expect(within(row('Mihai Pop')).getByText('Approved')).toBeInTheDocument();
  });

  it('asks before deleting; confirming removes the row at once and reads the page again', async () => {
    let list = [ana, mihai];
    const { fetchMock } = await open({
      AdminTestimonials: () => page(list),
      DeleteTestimonial: ({ id }) => {
        list = list.filter((t) => t.id !== id);
        return gqlData({ deleteTestimonial: true });
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete testimonial from Mihai Pop' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete testimonial' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete this testimonial? This action cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteTestimonial')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete testimonial from Mihai Pop' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete testimonial' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Mihai Pop/ })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteTestimonial')[0]?.variables).toEqual({ id: 't2' });
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'AdminTestimonials')).toHaveLength(2));
  });

  it("a failed delete says 'Failed to delete testimonial. Please try again.' and keeps the row", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open({ DeleteTestimonial: 'network-error' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete testimonial from Ana Ionescu' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete testimonial' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete testimonial. Please try again.',
    );
    expect(row('Ana Ionescu')).toBeInTheDocument();
  });

  it("says 'Failed to load testimonials. Please try again later.' and Try Again reloads", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    await open({ AdminTestimonials: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load testimonials. Please try again later.',
    );
    answer = page([ana]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through 10 at a time; a page past the end moves to the last one', async () => {
    const { fetchMock, router } = await open(
      {
        AdminTestimonials: ({ page: p }) =>
          p === 3 ? page([ana, mihai], 3) : p === 9 ? page([], 3) : page([mihai], 3),
      },
      '/dashboard/testimonials?page=9',
    );
    expect(await screen.findByRole('rowheader', { name: /Ana Ionescu/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText('No testimonials yet.')).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'AdminTestimonials').map((c) => c.variables.page)).toEqual([9, 3]);
  });

  it('on a narrow screen shows cards with labelled actions', async () => {
    mockMatchMedia(true);
    await open();
    const list = await screen.findByRole('list', { name: 'Testimonials' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list).getByRole('button', { name: 'Approve testimonial from Ana Ionescu' }),
    ).toHaveTextContent('Approve');
  });
});
