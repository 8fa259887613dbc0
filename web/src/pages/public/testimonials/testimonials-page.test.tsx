import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockAuthApi, type MockAnswer, type MockRequest } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const maria = {
  id: 't1',
  client_name: 'Maria Popescu',
  position: 'Proprietar de casă',
  company: 'Popescu Design SRL',
  content: 'Totul funcționează local, chiar și fără internet.\nRecomand cu încredere!',
  rating: 5,
  avatar_url: 'https://cdn.example.ro/maria.jpg',
  is_approved: true,
  created_at: '2026-03-14T10:00:00.000Z',
};
const stefan = {
  ...maria,
  id: 't2',
  client_name: 'ștefan Ionescu',
  position: 'Inginer',
  company: null,
  content: 'Irigația pornește singură când solul e uscat.',
  rating: 4,
  avatar_url: null,
  created_at: '2026-02-01T08:00:00.000Z',
};

/** A page of the list as the facade answers it, and the page number each call asked for. */
const approved =
  (pages: Record<number, unknown[]>, totalPages = Object.keys(pages).length): MockAnswer =>
  ({ url }: MockRequest) => {
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    return json(200, { data: pages[page] ?? [], totalPages });
  };

const pagesAsked = (fetchMock: ReturnType<typeof mockAuthApi>) =>
  callsTo(fetchMock, 'GET /testimonials/approved').map((call) => {
    const query = new URL(call.url, 'http://localhost').searchParams;
    return `${query.get('page')}/${query.get('limit')}`;
  });

function mockList(answer: MockAnswer) {
  return mockAuthApi({ kind: 'anonymous' }, { 'GET /testimonials/approved': answer });
}

describe('/testimonials', () => {
  it('has its title, description and a way to add a testimonial', async () => {
    mockList(approved({ 1: [maria] }));
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: '' });
    document.head.append(meta);
    await renderApp('/testimonials');
    expect(document.title).toBe('Testimoniale – SmartHome Iași');
    expect(meta.content).toMatch(/^Ce spun clienții/);
    meta.remove();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Testimoniale' })).toBeInTheDocument();
    const adds = within(main).getAllByRole('link', { name: 'Adaugă o mărturie' });
    expect(adds.length).toBeGreaterThan(0);
    for (const link of adds) expect(link).toHaveAttribute('href', '/testimonials/add');
  });

  it('shows each approved testimonial with its stars, avatar or initial, name, role and date', async () => {
    const fetchMock = mockList(approved({ 1: [maria, stefan] }));
    await renderApp('/testimonials');
    const cards = await screen.findAllByRole('figure');
    expect(cards).toHaveLength(2);
    expect(pagesAsked(fetchMock)).toEqual(['1/6']);

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: '5 din 5 stele' })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.ro/maria.jpg');
    expect(within(first).getByText('Maria Popescu')).toBeInTheDocument();
    expect(within(first).getByText('Proprietar de casă, Popescu Design SRL')).toBeInTheDocument();
    expect(within(first).getByText('14 martie 2026')).toHaveAttribute('datetime', maria.created_at);
    expect(within(first).getByText(/Totul funcționează local/)).toHaveTextContent(
      'Totul funcționează local, chiar și fără internet. Recomand cu încredere!',
    );

    expect(within(second).getByRole('img', { name: '4 din 5 stele' })).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByText('Ș')).toBeInTheDocument();
    // The position alone when there is no company.
    expect(within(second).getByText('Inginer')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginare' })).not.toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    mockList('pending');
    await renderApp('/testimonials');
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă mărturiile...');
  });

  it('pages through the list 6 at a time with Romanian labels, keeping the page in the address', async () => {
    const pageOf = (page: number) =>
      Array.from({ length: 6 }, (_, i) => ({
        ...maria,
        id: `p${page}-${i}`,
        client_name: `Client ${page}.${i}`,
      }));
    const fetchMock = mockList(approved({ 1: pageOf(1), 2: pageOf(2), 3: pageOf(3), 4: pageOf(4) }));
    const user = userEvent.setup();
    const { router } = await renderApp('/testimonials?page=2');
    expect(await screen.findByText('Client 2.0')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(6);
    expect(screen.getByText('Pagina 2 din 4')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    expect(within(pager).getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '/testimonials?page=3',
    );
    expect(within(pager).getByRole('link', { name: 'Pagina 4' })).toHaveAttribute(
      'href',
      '/testimonials?page=4',
    );

    await user.click(within(pager).getByRole('link', { name: 'Pagina 4' }));
    expect(await screen.findByText('Client 4.0')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=4');
    const last = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(last).queryByRole('link', { name: 'Pagina următoare' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Ce spun clienții' })).toHaveFocus(),
    );

    await user.click(within(last).getByRole('link', { name: 'Pagina 1' }));
    expect(await screen.findByText('Client 1.0')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(pagesAsked(fetchMock)).toEqual(['2/6', '4/6', '1/6']);
  });

  it('goes to the last page when the address asks for one past it', async () => {
    const fetchMock = mockList(approved({ 1: [maria], 2: [stefan] }));
    const { router } = await renderApp('/testimonials?page=9');
    expect(await screen.findByText('ștefan Ionescu')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pagesAsked(fetchMock)).toEqual(['9/6', '2/6']);
  });

  it('reads a bare list as one page', async () => {
    mockList(() => json(200, [maria, stefan]));
    await renderApp('/testimonials');
    expect(await screen.findAllByRole('figure')).toHaveLength(2);
  });

  it('says so in Romanian when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const fetchMock = mockList(() =>
      fail ? json(500, { message: 'Internal server error' }) : json(200, { data: [maria], totalPages: 1 }),
    );
    const user = userEvent.setup();
    await renderApp('/testimonials');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu am putut încărca mărturiile. Te rugăm să încerci din nou.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Maria Popescu')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /testimonials/approved')).toHaveLength(2);
  });

  it('invites the first testimonial when none is published yet', async () => {
    mockList(() => json(200, { data: [], totalPages: 0 }));
    await renderApp('/testimonials');
    expect(
      await screen.findByRole('heading', { name: 'Încă nu există mărturii publicate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scrie prima mărturie' })).toHaveAttribute(
      'href',
      '/testimonials/add',
    );
  });

  it('shows the initial instead of an avatar that fails to load', async () => {
    mockList(approved({ 1: [maria] }));
    await renderApp('/testimonials');
    const [card] = await screen.findAllByRole('figure');
    const image = card!.querySelector('img')!;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(card!.querySelector('img')).toBeNull();
    expect(within(card!).getByText('M')).toBeInTheDocument();
  });
});
