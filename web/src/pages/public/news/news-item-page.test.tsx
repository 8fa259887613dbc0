import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { restNewsItem } from '@/features/news/api/news-fixtures';
import { callsTo, json, mockAuthApi, type MockAnswer, type PlainAnswer } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const ITEM = restNewsItem(7, {
  id: '6650ab12cd34ef5678901234',
  title: 'Program special de sărbători',
  slug: 'program-special-de-sarbatori',
  description: 'Primul paragraf.\n\n  Al doilea paragraf.\nAl treilea paragraf.',
  tags: ['program', 'anunț'],
  created_at: '2026-03-14T10:00:00.000Z',
});
const ITEM_PATH = `/news/${ITEM.id}/${ITEM.slug}`;

function mockItem(answer: MockAnswer) {
  return mockAuthApi({ kind: 'anonymous' }, { [`GET /news/${ITEM.id}`]: answer });
}

const main = () => within(screen.getByRole('main'));

describe('/news/:id/:slug', () => {
  it('shows the article: back link, title as the document title, date, paragraphs and tag links', async () => {
    mockItem(json(200, ITEM));
    await renderApp(ITEM_PATH);
    const title = await main().findByRole('heading', { level: 1, name: 'Program special de sărbători' });
    expect(document.title).toBe('Program special de sărbători');
    const article = title.closest('article')!;
    expect(within(article).getByText('14 martie 2026')).toHaveAttribute(
      'datetime',
      '2026-03-14T10:00:00.000Z',
    );
    expect(
      within(article)
        .getAllByRole('paragraph')
        .map((p) => p.textContent)
        .filter((text) => text?.endsWith('paragraf.')),
    ).toEqual(['Primul paragraf.', 'Al doilea paragraf.', 'Al treilea paragraf.']);
    const tags = within(within(article).getByRole('list', { name: 'Etichete' }));
    expect(tags.getByRole('link', { name: 'program' })).toHaveAttribute('href', '/news?tag=program');
    expect(tags.getByRole('link', { name: 'anunț' })).toHaveAttribute('href', '/news?tag=anun%C8%9B');
    for (const back of main().getAllByRole('link', { name: 'Înapoi la noutăți' })) {
      expect(back).toHaveAttribute('href', '/news');
    }
  });

  it('replaces an address without the slug, or with a wrong one, by the article’s own', async () => {
    const fetchMock = mockItem(json(200, ITEM));
    for (const path of [`/news/${ITEM.id}`, `/news/${ITEM.id}/un-titlu-vechi`]) {
      const { router, unmount } = await renderApp(path);
      await main().findByRole('heading', { level: 1, name: 'Program special de sărbători' });
      await waitFor(() => expect(router.state.location.pathname).toBe(ITEM_PATH));
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
    expect(callsTo(fetchMock, `GET /news/${ITEM.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'News article not found' with a link back for an unknown id", async () => {
    mockItem(json(404, { message: 'News item not found' }));
    const { router } = await renderApp(`/news/${ITEM.id}`);
    expect(
      await main().findByRole('heading', { level: 1, name: 'News article not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('News article not found – SmartHome Iași');
    expect(main().getByRole('link', { name: 'Vezi toate noutățile' })).toHaveAttribute('href', '/news');
    expect(router.state.location.pathname).toBe(`/news/${ITEM.id}`);
  });

  it('says it is loading, and shows a failure in Romanian with a retry that reads the article again', async () => {
    const user = userEvent.setup();
    let answer: PlainAnswer = 'pending';
    mockItem(() => answer);
    const first = await renderApp(ITEM_PATH);
    expect(await main().findByRole('status')).toHaveTextContent('Se încarcă articolul...');
    first.unmount();

    answer = 'network-error';
    await renderApp(ITEM_PATH);
    const alert = await main().findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Nu am putut încărca articolul' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Verifică conexiunea la internet și încearcă din nou.');
    answer = json(200, ITEM);
    await user.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(
      await main().findByRole('heading', { level: 1, name: 'Program special de sărbători' }),
    ).toBeInTheDocument();
  });

  it('opens from the list at once with the item the list had, while it reads the article again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /news': json(200, { data: [ITEM], pages: 1 }),
        'GET /news/tags': json(200, []),
        [`GET /news/${ITEM.id}`]: 'pending',
      },
    );
    const { router } = await renderApp('/news');
    await user.click(await main().findByRole('link', { name: /^Read more\.\.\./ }));
    expect(
      await main().findByRole('heading', { level: 1, name: 'Program special de sărbători' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ITEM_PATH);
    // The article is asked for again once the page is shown (its request may leave a moment later).
    await waitFor(() => expect(callsTo(fetchMock, `GET /news/${ITEM.id}`)).toHaveLength(1));
    expect(main().queryByRole('status')).toBeNull();
  });
});
