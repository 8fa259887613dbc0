import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, mockAuthApi, mockMatchMedia, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

interface News {
  id: string;
  title: string;
  description: string;
  tags: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

const news = (n: number, extra: Partial<News> = {}): News => ({
  id: `n${n}`,
  title: `Noutate ${n}`,
  description: `Prima linie ${n}\nA doua linie ${n}`,
  tags: n % 2 ? ['zigbee'] : [],
  version: 1,
  createdAt: `2026-03-${String(10 + (n % 18)).padStart(2, '0')}T12:00:00.000Z`,
  updatedAt: `2026-03-${String(10 + (n % 18)).padStart(2, '0')}T12:00:00.000Z`,
  ...extra,
});
const gqlNews = (item: News) => ({ __typename: 'News', ...item });
const page = (items: News[], pages: number) =>
  gqlData({ news: { __typename: 'NewsPage', data: items.map(gqlNews), pages } });

const firstPage = Array.from({ length: 10 }, (_, i) => news(i + 1));
const secondPage = [news(11), news(12)];
const byPage: OperationAnswer = ({ page: p }) => (p === 2 ? page(secondPage, 2) : page(firstPage, 2));

async function open(path: string, operations: Record<string, OperationAnswer> = {}) {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: { id: '1', role: 'admin' } },
    graphqlRoutes({ AdminNewsList: byPage, ...operations }),
  );
  return { fetchMock, ...(await renderApp(path)) };
}

const table = () => screen.findByRole('table', { name: 'News items' });
const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

describe('/dashboard/news (admin list)', () => {
  it('shows Title, Created, Tags and Actions, 10 per page, with Create News', async () => {
    const { fetchMock } = await open('/dashboard/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Created', 'Tags', 'Actions']);
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(10);
    expect(within(row('Noutate 1')).getByText('March 11, 2026')).toBeInTheDocument();
    expect(within(row('Noutate 1')).getByText('zigbee')).toBeInTheDocument();
    expect(within(row('Noutate 2')).getByText('No tags')).toBeInTheDocument();
    expect(within(row('Noutate 1')).getByRole('link', { name: 'View Noutate 1' })).toHaveAttribute(
      'href',
      '/dashboard/news/n1',
    );
    expect(within(row('Noutate 1')).getByRole('link', { name: 'Edit Noutate 1' })).toHaveAttribute(
      'href',
      '/dashboard/news/n1/edit',
    );
    expect(screen.getByRole('link', { name: 'Create News' })).toHaveAttribute('href', '/dashboard/news/new');
    expect(operationCalls(fetchMock, 'AdminNewsList')[0]?.variables).toEqual({ page: 1, limit: 10 });
  });

  it('pages with numbers and Previous/Next, the page kept in the address', async () => {
    const { fetchMock, router } = await open('/dashboard/news');
    await table();
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Noutate 11' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Noutate 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(operationCalls(fetchMock, 'AdminNewsList').at(-1)?.variables).toEqual({ page: 2, limit: 10 });

    await userEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByRole('rowheader', { name: 'Noutate 1' })).toBeInTheDocument();
  });

  it('asks before deleting; confirming deletes, says so and reads the page again', async () => {
    let remaining = firstPage;
    const { fetchMock } = await open('/dashboard/news', {
      AdminNewsList: () => page(remaining, 2),
      DeleteNews: ({ id }) => {
        remaining = remaining.filter((item) => item.id !== id).concat(news(11));
        return gqlData({ deleteNews: true });
      },
    });
    await table();
    await userEvent.click(within(row('Noutate 3')).getByRole('button', { name: 'Delete Noutate 3' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete news item' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this news item?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(operationCalls(fetchMock, 'DeleteNews')).toHaveLength(0);

    await userEvent.click(within(row('Noutate 3')).getByRole('button', { name: 'Delete Noutate 3' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete news item' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Noutate 3' })).not.toBeInTheDocument();
    // The page is read again and fills up from the next one.
    expect(await screen.findByRole('rowheader', { name: 'Noutate 11' })).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteNews')[0]?.variables).toEqual({ id: 'n3' });
    expect(operationCalls(fetchMock, 'DeleteNews')[0]?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    expect(operationCalls(fetchMock, 'AdminNewsList')).toHaveLength(2);
  });

  it("a failed delete shows the server's message, else 'Failed to delete news'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = gqlError('NOT_FOUND', 'News item not found');
    await open('/dashboard/news', { DeleteNews: () => answer });
    await table();
    const deleteFirst = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete Noutate 1' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete news item' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await deleteFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent('News item not found');
    answer = gqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'e-1' });
    await deleteFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete news');
    expect(row('Noutate 1')).toBeInTheDocument();
  });

  it("says 'Failed to fetch news' when the list cannot be read, and Try Again reads it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    await open('/dashboard/news', { AdminNewsList: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch news');
    answer = page(firstPage, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'News pages' })).not.toBeInTheDocument();
  });

  it('on a narrow screen shows cards with the same actions', async () => {
    mockMatchMedia(true);
    await open('/dashboard/news');
    const list = await screen.findByRole('list', { name: 'News items' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10);
    const card = within(list).getByRole('heading', { level: 2, name: 'Noutate 1' }).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Delete Noutate 1' })).toHaveTextContent('Delete');
    expect(within(card).getByRole('link', { name: 'Edit Noutate 1' })).toHaveTextContent('Edit');
  });
});

describe('/dashboard/news/new and /:id/edit (form)', () => {
  it("checks title and description on the client: 'Title and description are required'", async () => {
    const { fetchMock } = await open('/dashboard/news/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create News' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(operationCalls(fetchMock, 'CreateNews')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Title'), 'Program');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
  });

  it('adds tags by Enter or Add (trimmed, no duplicates), removes them with ×, and creates the item', async () => {
    const { fetchMock, router } = await open('/dashboard/news/new', {
      CreateNews: ({ input }) =>
        gqlData({ createNews: gqlNews({ ...news(99), ...(input as Partial<News>) }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create News' });
    await userEvent.type(screen.getByLabelText('Title'), '  Program de sărbători ');
    await userEvent.type(screen.getByLabelText('Description'), 'Rândul unu{enter}Rândul doi');

    const tag = screen.getByLabelText('New tag');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(tag, '  program  ');
    expect(add).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(tag).toHaveValue('');
    await userEvent.type(tag, 'anunț');
    await userEvent.click(add);
    await userEvent.type(tag, 'program{Enter}');
    await userEvent.type(tag, 'șters{Enter}');
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['program', 'anunț', 'șters']);
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove tag șters' }));
    expect(tag).toHaveFocus();
    // Enter in the tag box never submits the form.
    expect(operationCalls(fetchMock, 'CreateNews')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('News created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/news');
    expect(operationCalls(fetchMock, 'CreateNews')[0]?.variables).toEqual({
      input: {
        title: 'Program de sărbători',
        description: 'Rândul unu\nRândul doi',
        tags: ['program', 'anunț'],
      },
    });
  });

  it("edits an item: prefilled, 'Update', the server's joined messages on a refusal", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: OperationAnswer = gqlError('BAD_USER_INPUT', 'Invalid', {
      details: {
        errors: [
          { field: 'title', msg: 'Title is too long' },
          { field: 'tags', msg: 'Too many tags' },
        ],
      },
    });
    const { fetchMock, router } = await open('/dashboard/news/n1/edit', {
      AdminNewsItem: gqlData({ newsItem: gqlNews(news(1)) }),
      UpdateNews: (variables, request) =>
        typeof answer === 'function' ? answer(variables, request) : answer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit News' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Noutate 1');
    expect(screen.getByLabelText('Description')).toHaveValue('Prima linie 1\nA doua linie 1');
    expect(screen.getByRole('button', { name: 'Remove tag zigbee' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is too long, Too many tags');
    expect(title).toHaveValue('Noutate 1');

    answer = 'network-error';
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save news');

    answer = ({ input }) => gqlData({ updateNews: gqlNews({ ...news(1), ...(input as Partial<News>) }) });
    await userEvent.clear(title);
    await userEvent.type(title, 'Titlu nou');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('News updated successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/news');
    expect(operationCalls(fetchMock, 'UpdateNews').at(-1)?.variables).toEqual({
      id: 'n1',
      version: 1,
      input: { title: 'Titlu nou', description: 'Prima linie 1\nA doua linie 1', tags: ['zigbee'] },
    });
  });

  it('a save over a version someone else saved says so, keeps the text, and reads the item again into the fields left alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const conflict = 'This news item was changed by someone else in the meantime. Reload it and try again.';
    let stored = news(1);
    const { fetchMock } = await open('/dashboard/news/n1/edit', {
      AdminNewsItem: () => gqlData({ newsItem: gqlNews(stored) }),
      UpdateNews: ({ version, input }) =>
        version === stored.version
          ? gqlData({
              updateNews: gqlNews({ ...stored, ...(input as Partial<News>), version: stored.version + 1 }),
            })
          : gqlError('CONFLICT', conflict),
    });
    const title = await screen.findByLabelText('Title');
    // Someone else saves the item while this form is open.
    stored = news(1, { title: 'Titlul altcuiva', tags: ['altcineva'], version: 2 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Titlul meu');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this news item in the meantime. The form now shows their changes, and what you changed is kept: check it, then save again.',
    );
    expect(title).toHaveValue('Titlul meu');
    expect(operationCalls(fetchMock, 'UpdateNews')[0]?.variables).toMatchObject({ version: 1 });

    // Read again meanwhile: a second save goes over the newer version, knowingly.
    await vi.waitFor(() => expect(operationCalls(fetchMock, 'AdminNewsItem').length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('News updated successfully')).toBeInTheDocument();
    // The title typed here, over the other save's tags (left alone here).
    expect(operationCalls(fetchMock, 'UpdateNews').at(-1)?.variables).toMatchObject({
      version: 2,
      input: { title: 'Titlul meu', tags: ['altcineva'] },
    });
  });

  it("an unknown item says 'News article not found'", async () => {
    await open('/dashboard/news/zzz/edit', { AdminNewsItem: gqlError('NOT_FOUND', 'News item not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('News article not found');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

describe('/dashboard/news/:id (detail)', () => {
  it('shows the description per line, Created, and Last Updated only when different', async () => {
    const edited = news(1, { updatedAt: '2026-04-02T15:30:00.000Z' });
    await open('/dashboard/news/n1', { AdminNewsItem: gqlData({ newsItem: gqlNews(edited) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Noutate 1' })).toBeInTheDocument();
    expect(screen.getByText('Prima linie 1').tagName).toBe('P');
    expect(screen.getByText('A doua linie 1').tagName).toBe('P');
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^March 11, 2026 at /);
    expect(screen.getByText('Last Updated').nextElementSibling).toHaveTextContent(/^April 2, 2026 at /);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/news/n1/edit');
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/dashboard/news');
  });

  it('leaves Last Updated out when it equals Created', async () => {
    await open('/dashboard/news/n2', { AdminNewsItem: gqlData({ newsItem: gqlNews(news(2)) }) });
    await screen.findByRole('heading', { level: 1, name: 'Noutate 2' });
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.queryByText('Last Updated')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and returns to the list, which says so', async () => {
    const { fetchMock, router } = await open('/dashboard/news/n1', {
      AdminNewsItem: gqlData({ newsItem: gqlNews(news(1)) }),
      DeleteNews: gqlData({ deleteNews: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Noutate 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete news item' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News deleted successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/news');
    expect(operationCalls(fetchMock, 'DeleteNews')[0]?.variables).toEqual({ id: 'n1' });
  });

  it("says 'News article not found' for an unknown item", async () => {
    await open('/dashboard/news/zzz', { AdminNewsItem: gqlError('NOT_FOUND', 'News item not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('News article not found');
    expect(screen.getByRole('heading', { level: 1, name: 'News Item' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch news item' when the server says nothing", async () => {
    await open('/dashboard/news/n1', { AdminNewsItem: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch news item');
  });
});
