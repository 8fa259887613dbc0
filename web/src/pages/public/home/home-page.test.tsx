import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ro } from '@/lib/texts/ro';
import { json, mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

describe('GET / (home page)', () => {
  it('has the site title and its own meta description', async () => {
    installMetaDescription();
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    expect(document.title).toBe('SmartHome Iași');
    expect(metaDescription()).toMatch(/^Instalare, configurare și suport pentru case inteligente locale/);
  });

  it('shows the hero visual at once, at high priority, and the dashboard carousel', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const hero = screen.getByRole('img', { name: /tabletă cu panoul Home Assistant/ });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1280');
    expect(hero).toHaveAttribute('height', '960');
    const carousel = screen.getByRole('region', { name: 'Exemple de dashboard-uri Home Assistant' });
    expect(within(carousel).getAllByRole('button', { name: /^Afișează exemplul/ })).toHaveLength(6);
  });

  it('is the server’s HTML but for its carousels and blog preview, each an island', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const islands = [...screen.getByRole('main').querySelectorAll<HTMLElement>('[data-island]')];
    // The dashboards below the hero once a visitor comes near; the two sections, which read
    // themselves on a page not written with them, at once (src/rendering/render-page.test.tsx has
    // the page written with them).
    expect(islands.map((island) => [island.dataset.island, island.dataset.hydrateOn])).toEqual([
      ['dashboard-carousel', 'visible'],
      ['home-testimonials', 'load'],
      ['home-blog-preview', 'load'],
    ]);
  });

  it('lists the three packages with their first 3 features and the +N caracteristici adiționale line', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    for (const name of ['Basic', 'Advanced', 'Premium']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
      expect(within(card).getByText(/^\+\d+ caracteristici adiționale$/)).toBeInTheDocument();
    }
  });

  it('shows the testimonials, then the blog preview, between the process teaser and the service area', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /testimonials/featured': json(200, [
          {
            id: 't1',
            client_name: 'Ana Popa',
            position: null,
            company: null,
            content: 'Totul merge local.',
            rating: 5,
            avatar_url: null,
            is_approved: true,
            created_at: '2026-02-01T10:00:00.000Z',
          },
        ]),
        'GET /blog/featured': json(200, [
          {
            id: 'b1',
            title: 'Primii pași',
            description: '<p>Ce îți trebuie.</p>',
            tags: [],
            created_at: '2026-03-14T09:00:00.000Z',
          },
        ]),
      },
    );
    await renderApp('/');
    await screen.findByText('Totul merge local.');
    await screen.findByRole('article', { name: 'Primii pași' });
    const order = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const at = (title: string) => order.indexOf(title);
    expect(at('Ce spun clienții')).toBe(at(ro.home.processTitle) + 1);
    expect(at('Blog')).toBe(at('Ce spun clienții') + 1);
    expect(at(ro.home.areaTitle)).toBe(at('Blog') + 1);
  });

  it('leaves both sections out when their calls fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Ce spun clienții' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Blog' })).not.toBeInTheDocument();
    });
    expect(screen.queryByText(/^Se încarcă/)).not.toBeInTheDocument();
  });
});
