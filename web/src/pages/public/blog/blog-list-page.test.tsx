import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPage } from '@/features/blog/api/blog-api';
import { samplePost, samplePosts, sampleTags } from '@/features/blog/testing/sample-posts';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

function mockBlog(list: MockAnswer, tags: MockAnswer = json(200, sampleTags)) {
  return mockAuthApi({ kind: 'anonymous' }, { 'GET /blog': list, 'GET /blog/tags': tags });
}

const page = (data: BlogPage['data'], totalPages = 1) => json(200, { data, totalPages });
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://site').searchParams);
const postsRegion = () => screen.getByRole('region', { name: /^Articole/ });

describe('/blog', () => {
  // jsdom has no layout: scrolling is a no-op the tests spy on.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('shows the posts of the first page as cards: picture, linked title, date, reading time, tags and excerpt', async () => {
    installMetaDescription();
    const withImage = samplePost({
      id: 'a1',
      slug: 'cu-imagine',
      title: 'Irigații automate cu Home Assistant',
      image_url: 'https://img.example/irigatii.jpg',
      published_date: null,
      created_at: '2026-01-05T10:00:00.000Z',
      excerpt: `${'x'.repeat(200)}...`,
    });
    const fetchMock = mockBlog(page([samplePost(), withImage]));
    await renderApp('/blog');

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog – SmartHome Iași');
    expect(metaDescription()).toMatch(/^Blogul SmartHome Iași/);

    const cards = await within(postsRegion()).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Cum alegi un senzor de mișcare Zigbee',
    );
    expect(
      within(first).getByRole('link', { name: 'Cum alegi un senzor de mișcare Zigbee' }),
    ).toHaveAttribute('href', '/blog/6650f1a2b3c4d5e6f7a8b9c0/cum-alegi-un-senzor-de-miscare-zigbee');
    expect(within(first).getByText('14 martie 2026')).toHaveAttribute('datetime', '2026-03-14T09:00:00.000Z');
    expect(within(first).getByText('4 min de citit')).toBeInTheDocument();
    expect(within(first).getByText(/^Un senzor de mișcare bun/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Zigbee' })).toHaveAttribute('href', '/blog?tag=Zigbee');
    expect(first.querySelector('img')).toBeNull();

    // No publication date: the creation day is shown.
    expect(within(second).getByText('5 ianuarie 2026')).toBeInTheDocument();
    expect(within(second).getByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', 'https://img.example/irigatii.jpg');

    expect(queryOf(callsTo(fetchMock, 'GET /blog')[0]!.url)).toEqual({ page: '1', limit: '6' });
    expect(screen.queryByRole('navigation', { name: 'Paginile articolelor' })).toBeNull();
  });

  it('shows the top tags with their counts and filters the list by the one pressed, until it is cleared', async () => {
    const fetchMock = mockBlog(page(samplePosts(2)));
    const user = userEvent.setup();
    const { router } = await renderApp('/blog');

    const filter = await screen.findByRole('region', { name: 'Teme populare' });
    const all = within(filter).getByRole('button', { name: 'Toate articolele' });
    const zigbee = within(filter).getByRole('button', { name: 'Zigbee, 4 articole' });
    expect(within(filter).getByRole('button', { name: 'Senzori, 1 articol' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Home Assistant, 9 articole' })).toBeInTheDocument();
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(zigbee).toHaveAttribute('aria-pressed', 'false');

    await user.click(zigbee);
    await waitFor(() => expect(router.state.location.search).toBe('?tag=Zigbee'));
    // The filter stays in view, with the focus on the tag pressed.
    expect(scrollIntoView.mock.contexts.at(-1)).toContain(filter);
    expect(within(filter).getByRole('button', { name: 'Zigbee, 4 articole' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Articole despre „Zigbee”' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /blog')).toHaveLength(2));
    expect(queryOf(callsTo(fetchMock, 'GET /blog')[1]!.url)).toEqual({
      page: '1',
      limit: '6',
      tag: 'Zigbee',
    });

    await user.click(screen.getByRole('link', { name: 'Șterge filtrul' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Articole recente' })).toBeInTheDocument();
  });

  it('shows a tag filtered by that is not among the top ones, pressed, so it can be undone', async () => {
    mockBlog(page(samplePosts(1)));
    const user = userEvent.setup();
    const { router } = await renderApp('/blog?tag=Shelly');
    const filter = await screen.findByRole('region', { name: 'Teme populare' });
    const shelly = within(filter).getByRole('button', { name: 'Shelly' });
    expect(shelly).toHaveAttribute('aria-pressed', 'true');
    await user.click(shelly);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('hides the tags without a word when they cannot be loaded', async () => {
    mockBlog(page(samplePosts(3)), json(500, { message: 'Internal error' }));
    await renderApp('/blog');
    expect(await within(postsRegion()).findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Teme populare' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with first, last, the neighbours and ellipses, Anterior and Următor, the page in the address', async () => {
    const fetchMock = mockBlog(({ url }) => {
      const current = Number(queryOf(url).page);
      return page(samplePosts(6, current * 10), 10);
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/blog?page=5');

    const nav = await screen.findByRole('navigation', { name: 'Paginile articolelor' });
    const items = Array.from(nav.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual(['Anterior', '1', '…', '4', '5', '6', '…', '10', 'Următor']);
    expect(within(nav).getByRole('link', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/blog?page=4');
    expect(within(nav).getByRole('link', { name: 'Următor' })).toHaveAttribute('href', '/blog?page=6');
    expect(await screen.findByRole('link', { name: 'Articolul 50' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Pagina 6' }));
    expect(await screen.findByRole('link', { name: 'Articolul 60' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=6');
    expect(queryOf(callsTo(fetchMock, 'GET /blog').at(-1)!.url)).toEqual({ page: '6', limit: '6' });
    // The reader is taken to the new posts.
    const postsTitle = screen.getByRole('heading', { level: 2, name: 'Articole recente' });
    expect(postsTitle).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(postsRegion());

    await user.click(screen.getByRole('link', { name: 'Pagina 10' }));
    const last = await screen.findByRole('navigation', { name: 'Paginile articolelor' });
    expect(within(last).queryByRole('link', { name: 'Următor' })).toBeNull();
    expect(within(last).getByText('Următor').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('keeps the tag in the page links', async () => {
    mockBlog(page(samplePosts(6), 3));
    await renderApp('/blog?tag=Zigbee&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Paginile articolelor' });
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/blog?tag=Zigbee&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/blog?tag=Zigbee');
  });

  it('reads a page number that is not one as the first page', async () => {
    const fetchMock = mockBlog(page(samplePosts(1)));
    await renderApp('/blog?page=abc');
    await screen.findByRole('link', { name: 'Articolul 1' });
    expect(queryOf(callsTo(fetchMock, 'GET /blog')[0]!.url).page).toBe('1');
  });

  it("says 'Se încarcă articolele...' while the posts load", async () => {
    mockBlog('pending');
    await renderApp('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă articolele...');
    expect(postsRegion()).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Failed to load blog posts' with a button that tries again", async () => {
    let fail = true;
    mockBlog(() => (fail ? json(500, { message: 'Internal error', errorId: 'e1' }) : page(samplePosts(2))));
    const user = userEvent.setup();
    await renderApp('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('link', { name: 'Articolul 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no posts yet', async () => {
    mockBlog(page([], 0));
    await renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'Niciun articol deocamdată' })).toBeInTheDocument();
  });

  it('offers every post when a tag has none', async () => {
    mockBlog(page([], 0));
    await renderApp('/blog?tag=Shelly');
    expect(
      await screen.findByRole('heading', { name: 'Niciun articol despre „Shelly”' }),
    ).toBeInTheDocument();
    const region = postsRegion();
    expect(within(region).getByRole('link', { name: 'Toate articolele' })).toHaveAttribute('href', '/blog');
  });

  it('leads back to the first page from a page past the end', async () => {
    mockBlog(page([], 2));
    await renderApp('/blog?page=7');
    expect(
      await screen.findByRole('heading', { name: 'Această pagină nu are articole' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mergi la prima pagină' })).toHaveAttribute('href', '/blog');
  });
});
