import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { restNewsItem, restNewsPage } from '@/features/news/api/news-fixtures';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const TAGS = json(200, [
  { name: 'zigbee', count: 3 },
  { name: 'promo', count: 1 },
]);

function mockNews(list: MockAnswer, tags: MockAnswer = TAGS) {
  return mockAuthApi({ kind: 'anonymous' }, { 'GET /news': list, 'GET /news/tags': tags });
}

const main = () => within(screen.getByRole('main'));
const filter = () => within(main().getByRole('group', { name: 'Filtrează după etichetă' }));
const pager = () => main().queryByRole('navigation', { name: 'Paginile listei de noutăți' });
const listQuery = (fetchMock: ReturnType<typeof mockNews>) =>
  callsTo(fetchMock, 'GET /news').map((call) => new URL(call.url, 'http://site').search);

describe('/news', () => {
  it('shows the banner, features the first item with its first 3 lines and lists the others as cards', async () => {
    const featured = restNewsItem(1, {
      title: 'Instalări noi în Miroslava',
      slug: 'instalari-noi-in-miroslava',
      description: '\nLinia unu.\n\nLinia doi.\nLinia trei.\nLinia patru.',
      created_at: '2026-03-14T10:00:00.000Z',
      tags: ['promo'],
    });
    const fetchMock = mockNews(json(200, { data: [featured, restNewsItem(2), restNewsItem(3)], pages: 1 }));
    await renderApp('/news');
    expect(main().getByRole('heading', { level: 1, name: 'Noutăți' })).toBeInTheDocument();
    expect(document.title).toBe('Noutăți – SmartHome Iași');

    const first = (
      await main().findByRole('heading', { level: 3, name: 'Instalări noi în Miroslava' })
    ).closest('article')!;
    expect(within(first).getByText('14 martie 2026')).toHaveAttribute('datetime', '2026-03-14T10:00:00.000Z');
    expect(
      within(first)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(expect.arrayContaining(['Linia unu.', 'Linia doi.', 'Linia trei.']));
    expect(first).not.toHaveTextContent('Linia patru.');
    expect(
      within(first).getByRole('link', { name: 'Read more...: Instalări noi în Miroslava' }),
    ).toHaveAttribute('href', '/news/news-1/instalari-noi-in-miroslava');

    const second = main().getByRole('heading', { level: 3, name: 'Anunțul numărul 2' }).closest('article')!;
    expect(second).toHaveTextContent('Prima linie a anunțului 2.');
    expect(second).not.toHaveTextContent('A doua linie');
    expect(within(second).getByRole('link', { name: /^Read more\.\.\./ })).toHaveAttribute(
      'href',
      '/news/news-2/anuntul-numarul-2',
    );
    expect(main().getAllByRole('article')).toHaveLength(3);
    expect(listQuery(fetchMock)).toEqual(['?page=1&limit=12']);
    expect(pager()).toBeNull();
  });

  it('pages by 12 with Romanian labels, the page kept in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = mockNews(({ url }) => {
      const page = Number(new URL(url, 'http://site').searchParams.get('page'));
      return json(200, restNewsPage((page - 1) * 12 + 1, Math.min(page * 12, 40), 4));
    });
    const { router } = await renderApp('/news?page=2');
    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 13' });
    expect(main().getAllByRole('article')).toHaveLength(12);
    expect(main().getByText('Pagina 2 din 4')).toBeInTheDocument();

    const nav = within(pager()!);
    expect(nav.getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute('href', '/news');
    expect(nav.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Pagina 4' })).toHaveAttribute('href', '/news?page=4');
    await user.click(nav.getByRole('link', { name: 'Pagina următoare' }));

    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 25' });
    expect(router.state.location.search).toBe('?page=3');
    expect(listQuery(fetchMock)).toEqual(['?page=2&limit=12', '?page=3&limit=12']);
    // A new page of the list is announced from its heading.
    expect(main().getByRole('heading', { level: 2, name: 'Toate noutățile' })).toHaveFocus();
  });

  it('filters by tag through the address: the tag pressed, up to 50 of its items, no pagination', async () => {
    const user = userEvent.setup();
    const fetchMock = mockNews(({ url }) =>
      new URL(url, 'http://site').searchParams.get('tag') === 'zigbee'
        ? json(200, { data: [restNewsItem(5, { tags: ['zigbee'] }), restNewsItem(6)], pages: 1 })
        : json(200, restNewsPage(1, 12, 3)),
    );
    const { router } = await renderApp('/news');
    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 1' });
    expect(filter().getByRole('button', { name: 'Toate' })).toHaveAttribute('aria-pressed', 'true');
    expect(pager()).not.toBeNull();

    await user.click(filter().getByRole('button', { name: 'zigbee' }));
    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 5' });
    expect(router.state.location.search).toBe('?tag=zigbee');
    expect(listQuery(fetchMock)).toEqual(['?page=1&limit=12', '?page=1&limit=50&tag=zigbee']);
    expect(filter().getByRole('button', { name: /^zigbee/ })).toHaveAttribute('aria-pressed', 'true');
    expect(filter().getByRole('button', { name: 'Toate' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      main().getByRole('heading', { level: 2, name: 'Noutăți cu eticheta „zigbee”' }),
    ).toBeInTheDocument();
    expect(pager()).toBeNull();

    await user.click(filter().getByRole('button', { name: 'Toate' }));
    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 1' });
    expect(router.state.location.search).toBe('');
  });

  it('keeps a tag from the address clearable when the tags cannot be read', async () => {
    const user = userEvent.setup();
    mockNews(json(200, { data: [restNewsItem(5)], pages: 1 }), json(500, {}));
    const { router } = await renderApp('/news?tag=zigbee&page=3');
    await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 5' });
    expect(filter().getByRole('button', { name: 'zigbee' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filter().getByRole('button', { name: 'zigbee' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says it is loading while the list is on its way', async () => {
    mockNews('pending');
    await renderApp('/news');
    expect(await main().findByRole('status')).toHaveTextContent('Se încarcă noutățile...');
  });

  it('shows the error with a retry button, and the list once a retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockNews(() => (fail ? json(503, { message: 'Service unavailable' }) : json(200, restNewsPage(1, 2, 1))));
    await renderApp('/news');
    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nu am putut încărca noutățile. Verifică conexiunea la internet și încearcă din nou.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await main().findByRole('heading', { level: 3, name: 'Anunțul numărul 1' })).toBeInTheDocument();
    expect(main().queryByRole('alert')).toBeNull();
  });

  it('says so when there is no news at all, with no filter to offer', async () => {
    mockNews(json(200, { data: [], pages: 0 }), json(200, []));
    await renderApp('/news');
    expect(
      await main().findByText('Nu există încă noutăți publicate. Revino în curând.'),
    ).toBeInTheDocument();
    expect(main().queryByRole('group', { name: 'Filtrează după etichetă' })).toBeNull();
  });

  it('offers the way back from an empty tag or a page past the end', async () => {
    mockNews(json(200, { data: [], pages: 2 }));
    const tagged = await renderApp('/news?tag=vechi');
    expect(await main().findByText('Nu există noutăți cu eticheta „vechi”.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Vezi toate noutățile' })).toHaveAttribute('href', '/news');
    tagged.unmount();

    await renderApp('/news?page=9');
    expect(
      await main().findByText('Această pagină nu mai există: lista are acum mai puține pagini.'),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Mergi la prima pagină' })).toHaveAttribute('href', '/news');
  });
});
