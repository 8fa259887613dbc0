import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockMatchMedia, type PlainAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, operationCalls } from '@/test/graphql-mocks';
import {
  draftless,
  inBucharestTime,
  listAnswer,
  openBlogAdmin,
  published,
  scheduled,
} from './blog-admin-test-support';

inBucharestTime();

const table = () => screen.findByRole('table', { name: 'Blog posts' });
const row = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr')!;

describe('/dashboard/blog (admin)', () => {
  it('lists title, creation date, featured, tags and actions, 10 a page, scheduled posts included', async () => {
    const { fetchMock } = await openBlogAdmin('/dashboard/blog', {
      AdminBlogPosts: listAnswer([scheduled, published, draftless]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Blog Post' })).toHaveAttribute(
      'href',
      '/dashboard/blog/new',
    );
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Created', 'Featured', 'Tags', 'Actions']);
    expect(operationCalls(fetchMock, 'AdminBlogPosts')[0]?.variables).toEqual({ page: 1, limit: 10 });
    expect(operationCalls(fetchMock, 'AdminBlogPosts')[0]?.query).toContain('includeScheduled: true');

    const zigbee = within(row('Senzori Zigbee'));
    expect(zigbee.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'March 1, 2026',
      'Yes',
      'zigbeesenzori',
      '',
    ]);
    expect(zigbee.getByRole('link', { name: `View ${published.title}` })).toHaveAttribute(
      'href',
      `/dashboard/blog/${published.id}`,
    );
    expect(zigbee.getByRole('link', { name: `Edit ${published.title}` })).toHaveAttribute(
      'href',
      `/dashboard/blog/${published.id}/edit`,
    );
    expect(zigbee.queryByText('Scheduled')).not.toBeInTheDocument();

    const irrigation = within(row('Irigații'));
    expect(irrigation.getByText('Scheduled')).toBeInTheDocument();
    expect(irrigation.getByText('Publishes September 1, 2026 at 9:00 AM')).toBeInTheDocument();
    expect(irrigation.getByText('No')).toBeInTheDocument();
    expect(irrigation.getByText('No tags')).toBeInTheDocument();
  });

  it('pages through the list with numbered links, Previous and Next; the page is in the address', async () => {
    const { fetchMock, router } = await openBlogAdmin('/dashboard/blog', {
      AdminBlogPosts: ({ page }) => listAnswer(page === 1 ? [published] : [draftless], 3),
    });
    await table();
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: /Prima pagină/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(operationCalls(fetchMock, 'AdminBlogPosts').at(-1)?.variables).toEqual({ page: 2, limit: 10 });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/dashboard/blog');
  });

  it("says 'Failed to fetch blogs' when the list cannot be read, and Try Again reads it again", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = 'network-error';
    await openBlogAdmin('/dashboard/blog', { AdminBlogPosts: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs');
    answer = listAnswer([published]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
  });

  it("shows the server's message when it gives one", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openBlogAdmin('/dashboard/blog', {
      AdminBlogPosts: gqlError('FORBIDDEN', 'Admin access required'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
  });

  it('asks before deleting; Cancel keeps the post; confirming deletes it and reads the page again', async () => {
    let posts = [published, scheduled];
    const { fetchMock } = await openBlogAdmin('/dashboard/blog', {
      AdminBlogPosts: () => listAnswer(posts),
      DeleteBlogPost: ({ id }) => {
        posts = posts.filter((post) => post.id !== id);
        return gqlData({ deleteBlogPost: true });
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${scheduled.title}` }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete blog post' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this blog post?');
    expect(within(confirm).getByText(scheduled.title)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(operationCalls(fetchMock, 'DeleteBlogPost')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${scheduled.title}` }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete blog post' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog post deleted')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Irigații/ })).not.toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteBlogPost').map((call) => call.variables)).toEqual([
      { id: scheduled.id },
    ]);
    expect(operationCalls(fetchMock, 'AdminBlogPosts')).toHaveLength(2);
    expect(row('Senzori Zigbee')).toBeInTheDocument();
  });

  it("a failed delete says the server's message, else 'Failed to delete blog', and keeps the post", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: PlainAnswer = json(500, {});
    await openBlogAdmin('/dashboard/blog', {
      AdminBlogPosts: listAnswer([published]),
      DeleteBlogPost: () => answer,
    });
    await table();
    const remove = async () => {
      await userEvent.click(screen.getByRole('button', { name: `Delete ${published.title}` }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete blog post' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete blog');
    expect(row('Senzori Zigbee')).toBeInTheDocument();

    answer = gqlError('NOT_FOUND', 'Blog post not found');
    await remove();
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog post not found');
  });

  it('on a narrow screen shows one card per post with labelled actions', async () => {
    mockMatchMedia(true);
    await openBlogAdmin('/dashboard/blog', { AdminBlogPosts: listAnswer([scheduled, published]) });
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(within(list).getByText('Publishes September 1, 2026 at 9:00 AM')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: `Delete ${published.title}` })).toHaveTextContent(
      'Delete',
    );
  });
});
