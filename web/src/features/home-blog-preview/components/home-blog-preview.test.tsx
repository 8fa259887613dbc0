import { render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockAuthApi } from '@/test/api-mocks';
import { HomeBlogPreview } from './home-blog-preview';

// The business's settings a test gives the build stay with that test.
afterEach(() => {
  vi.unstubAllEnvs();
});

const post = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  description: `<p>Despre ${title}.</p>`,
  excerpt: '',
  reading_time: 3,
  tags: [],
  featured: true,
  published_date: '2026-03-14T09:00:00.000Z',
  scheduled: false,
  image_url: null,
  share_image_url: '/og.png',
  created_at: '2026-03-14T09:00:00.000Z',
  updated_at: '2026-03-14T09:00:00.000Z',
  ...extra,
});

const tagCounts = [
  { name: 'automatizări', count: 9 },
  { name: 'energie', count: 5 },
  { name: 'zigbee', count: 3 },
];

const view = () =>
  render(
    <MemoryRouter>
      <HomeBlogPreview />
    </MemoryRouter>,
  );
const section = () => screen.getByRole('region', { name: 'Blog' });
const cards = () => within(section()).getAllByRole('article');

describe('home blog preview', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its heading and the loading text until the posts arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /blog/featured': () => new Promise<Response>((resolve) => (answer = resolve)),
        'GET /blog/tags': json(200, tagCounts),
      },
    );
    view();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByText('Ideas and tips for your smart home')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă articolele...');
    expect(section()).toHaveAttribute('aria-busy', 'true');
    // The links are there from the start: only the cards' place changes when they arrive.
    expect(screen.getByRole('link', { name: 'Vezi toate articolele' })).toBeInTheDocument();
    await act(async () => answer(json(200, [post('p1', 'Primul articol')])));
    expect(await screen.findByRole('article', { name: 'Primul articol' })).toBeInTheDocument();
    expect(screen.queryByText('Se încarcă articolele...')).not.toBeInTheDocument();
    expect(section()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows up to 3 featured posts with title, Romanian date, two tags by count, excerpt and link', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /blog/featured': json(200, [
          post('p1', 'Iluminat automat', {
            tags: ['zigbee', 'rar', 'automatizări', 'energie'],
            description: `<h2>Lumini</h2><p>${'Text lung despre lumini. '.repeat(10)}</p>`,
            created_at: '2025-03-14T22:30:00.000Z',
          }),
          post('p2', 'Irigații', { tags: ['rar'] }),
          post('p3', 'Panouri solare'),
          post('p4', 'Al patrulea'),
        ]),
        'GET /blog/tags': json(200, tagCounts),
      },
    );
    view();
    await screen.findByRole('article', { name: 'Iluminat automat' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Iluminat automat',
      'Irigații',
      'Panouri solare',
    ]);
    expect(callsTo(fetchMock, 'GET /blog/featured')[0]?.url).toMatch(/\/api\/v0\/blog\/featured\?limit=3$/);
    expect(callsTo(fetchMock, 'GET /blog')).toHaveLength(0);

    const first = screen.getByRole('article', { name: 'Iluminat automat' });
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Iluminat automat');
    // 22:30 UTC on the 14th is already the 15th in Iași.
    expect(within(first).getByText('15 martie 2025')).toHaveAttribute('datetime', '2025-03-14T22:30:00.000Z');
    const tags = within(first).getByRole('list', { name: 'Etichete' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['automatizări', 'energie']);
    const excerpt = `Lumini ${'Text lung despre lumini. '.repeat(10)}`.slice(0, 150).trimEnd();
    expect(within(first).getByText(`${excerpt}...`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Citește mai mult: Iluminat automat' })).toHaveAttribute(
      'href',
      '/blog/p1',
    );

    const second = screen.getByRole('article', { name: 'Irigații' });
    expect(within(second).getByRole('list', { name: 'Etichete' })).toHaveTextContent('rar');
    expect(within(second).getByText('Despre Irigații.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Panouri solare' })).queryByRole('list')).toBeNull();
  });

  it('ends with the links to the whole blog and to Facebook, the latter in a new tab', async () => {
    vi.stubEnv('VITE_BUSINESS_FACEBOOK_URL', 'https://www.facebook.com/smarthome.iasi');
    mockAuthApi({ kind: 'anonymous' }, { 'GET /blog/featured': json(200, [post('p1', 'Unu')]) });
    view();
    await screen.findByRole('article', { name: 'Unu' });
    expect(screen.getByRole('link', { name: 'Vezi toate articolele' })).toHaveAttribute('href', '/blog');
    const facebook = screen.getByRole('link', { name: /^Urmărește-ne pe Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/smarthome.iasi');
    expect(facebook).toHaveAccessibleName('Urmărește-ne pe Facebook (se deschide într-o filă nouă)');
  });

  it('leaves the Facebook link out when the business has not given its page', async () => {
    vi.stubEnv('VITE_BUSINESS_FACEBOOK_URL', '');
    mockAuthApi({ kind: 'anonymous' }, { 'GET /blog/featured': json(200, [post('p1', 'Unu')]) });
    view();
    await screen.findByRole('article', { name: 'Unu' });
    expect(screen.getByRole('link', { name: 'Vezi toate articolele' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('falls back to the first page of the list when no post is featured', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /blog/featured': json(200, []),
        'GET /blog': json(200, { data: [post('n1', 'Cel mai nou'), post('n2', 'Mai vechi')], totalPages: 4 }),
        'GET /blog/tags': json(200, tagCounts),
      },
    );
    view();
    await screen.findByRole('article', { name: 'Cel mai nou' });
    expect(cards()).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET /blog')[0]?.url).toMatch(/\/api\/v0\/blog\?page=1&limit=3$/);
  });

  it('shows the post’s own tags in its order when the tag counts cannot be had', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /blog/featured': json(200, [post('p1', 'Unu', { tags: ['zigbee', 'energie', 'automatizări'] })]),
        'GET /blog/tags': json(500, { message: 'Internal server error' }),
      },
    );
    view();
    const card = await screen.findByRole('article', { name: 'Unu' });
    expect(
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['zigbee', 'energie']);
  });

  it.each([
    [
      'no post at all',
      { 'GET /blog/featured': json(200, []), 'GET /blog': json(200, { data: [], totalPages: 0 }) },
    ],
    ['a failed call', { 'GET /blog/featured': json(500, { message: 'Internal server error' }) }],
    ['no answer', { 'GET /blog/featured': 'network-error' as const }],
    ['an answer of another shape', { 'GET /blog/featured': json(200, { posts: [] }) }],
  ])('hides itself after %s', async (situation, routes) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockAuthApi({ kind: 'anonymous' }, routes);
    const { container } = view();
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(callsTo(fetchMock, 'GET /blog/featured')).toHaveLength(1);
    if (situation !== 'no post at all')
      expect(warn).toHaveBeenCalledWith('Failed to load blog posts', expect.anything());
  });

  it('renders its loading state on the server and hydrates it as it is, asking for posts only then', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /blog/featured': json(200, [post('p1', 'Unu')]) },
    );
    const tree = (
      <MemoryRouter>
        <HomeBlogPreview />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    expect(html).toContain('Se încarcă articolele...');
    expect(fetchMock).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await within(container).findByRole('article', { name: 'Unu' });
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
