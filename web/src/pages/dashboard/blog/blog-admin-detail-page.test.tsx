import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gqlData, gqlError, operationCalls } from '@/test/graphql-mocks';
import {
  draftless,
  inBucharestTime,
  listAnswer,
  openBlogAdmin,
  postAnswer,
  published,
  scheduled,
} from './blog-admin-test-support';

inBucharestTime();

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/dashboard/blog/:id', () => {
  it('shows the title, badges, tags, dates in US English and the rendered content', async () => {
    const { fetchMock } = await openBlogAdmin(`/dashboard/blog/${published.id}`, {
      AdminBlogPost: postAnswer(published),
    });
    expect(await screen.findByRole('heading', { level: 1, name: published.title })).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'AdminBlogPost')[0]?.variables).toEqual({ id: published.id });
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByText('Scheduled')).not.toBeInTheDocument();
    expect(fact('Tags')).toBe('zigbeesenzori');
    expect(fact('Published')).toBe('March 5, 2026 at 2:30 PM');
    expect(fact('Created')).toBe('March 1, 2026 at 10:00 AM');
    expect(fact('Last Updated')).toBe('March 6, 2026 at 6:45 PM');

    const body = screen.getByRole('region', { name: 'Content' });
    expect(within(body).getByRole('heading', { level: 2, name: 'De ce Zigbee' })).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'rețea proprie' })).toHaveAttribute(
      'href',
      'https://example.ro/zigbee',
    );
    expect(body.querySelector('pre code.language-python')).toHaveTextContent('print("salut")');

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/blog/${published.id}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/dashboard/blog');
    expect(screen.getByRole('link', { name: 'View on the website' })).toHaveAttribute(
      'href',
      `/blog/${published.id}/${published.slug}`,
    );
  });

  it('marks a scheduled post with its publication date', async () => {
    await openBlogAdmin(`/dashboard/blog/${scheduled.id}`, { AdminBlogPost: postAnswer(scheduled) });
    await screen.findByRole('heading', { level: 1, name: scheduled.title });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(fact('Published')).toBe('September 1, 2026 at 9:00 AM');
    // Not public yet: no link to the website.
    expect(screen.queryByRole('link', { name: 'View on the website' })).not.toBeInTheDocument();
  });

  it("leaves 'Published' out when the post has no date", async () => {
    await openBlogAdmin(`/dashboard/blog/${draftless.id}`, { AdminBlogPost: postAnswer(draftless) });
    await screen.findByRole('heading', { level: 1, name: draftless.title });
    expect(screen.queryByText('Published', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Created')).toBe('March 1, 2026 at 10:00 AM');
  });

  it('asks before deleting, then deletes and returns to the list, which says so', async () => {
    const { fetchMock, router } = await openBlogAdmin(`/dashboard/blog/${published.id}`, {
      AdminBlogPost: postAnswer(published),
      DeleteBlogPost: gqlData({ deleteBlogPost: true }),
      AdminBlogPosts: listAnswer([scheduled]),
    });
    await screen.findByRole('heading', { level: 1, name: published.title });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete blog post' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this blog post?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/blog');
    expect(await screen.findByText('Blog post deleted')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DeleteBlogPost')[0]?.variables).toEqual({ id: published.id });
  });

  it("stays on the post and says why when the delete fails ('Failed to delete blog')", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await openBlogAdmin(`/dashboard/blog/${published.id}`, {
      AdminBlogPost: postAnswer(published),
      DeleteBlogPost: 'network-error',
    });
    await screen.findByRole('heading', { level: 1, name: published.title });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete blog post' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete blog');
    expect(router.state.location.pathname).toBe(`/dashboard/blog/${published.id}`);
  });

  it("says 'Loading...', then 'Blog post not found' for an unknown post", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    await openBlogAdmin('/dashboard/blog/nope', {
      AdminBlogPost: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => answer(gqlError('NOT_FOUND', 'Blog post not found')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog post not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch blog' when the post cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openBlogAdmin(`/dashboard/blog/${published.id}`, { AdminBlogPost: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blog');
  });
});
