import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockAuthApi } from '@/test/api-mocks';
import { featuredAnswer } from '../testimonial-test-data';
import { TestimonialSection } from './testimonial-section';

const view = () =>
  render(
    <MemoryRouter>
      <TestimonialSection />
    </MemoryRouter>,
  );
const section = () => screen.getByRole('region', { name: 'Ce spun clienții' });
/** A testimonial's slide, shown or not (a hidden one has no accessible name to find it by). */
function slide(position: number, total: number, name: string): HTMLElement {
  const found = section().querySelector<HTMLElement>(`[aria-label="${position} din ${total}: ${name}"]`);
  if (!found) throw new Error(`no slide ${position} din ${total}: ${name}`);
  return found;
}

describe('home testimonial carousel section', () => {
  it('shows its heading and the loading text until the testimonials arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /testimonials/featured': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    view();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce spun clienții' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă review-urile...');
    expect(section()).toHaveAttribute('aria-busy', 'true');
    // The invitation is there from the start: only the carousel's place changes when it arrives.
    expect(screen.getByRole('link', { name: 'Lasa un review' })).toBeInTheDocument();
    await act(async () => answer(json(200, featuredAnswer(2))));
    expect(await screen.findByText('Mărturia numărul 1, despre instalare.')).toBeInTheDocument();
    expect(screen.queryByText('Se încarcă review-urile...')).not.toBeInTheDocument();
  });

  it('asks for the 6 featured testimonials and shows each card: avatar or initial, text, stars, name and role', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /testimonials/featured': json(
          200,
          featuredAnswer(3, [
            {
              client_name: 'Ana Popa',
              position: 'Inginer',
              company: 'Casa Verde SRL',
              avatar_url: '/ana.webp',
            },
            { client_name: 'ștefan Matei', position: 'Proprietar', rating: 4 },
            { client_name: 'Ioana', company: 'Atelier Nord', rating: 1 },
          ]),
        ),
      },
    );
    view();
    await screen.findByText('Mărturia numărul 1, despre instalare.');
    expect(callsTo(fetchMock, 'GET /testimonials/featured')[0]?.url).toMatch(
      /\/api\/v0\/testimonials\/featured\?limit=6$/,
    );

    const ana = slide(1, 3, 'Ana Popa');
    // The picture is decorative: the name is written next to it.
    const avatar = ana.querySelector('img');
    expect(avatar).toHaveAttribute('src', '/ana.webp');
    expect(avatar).toHaveAttribute('alt', '');
    expect(avatar).toHaveAttribute('width', '56');
    expect(within(ana).getByText('Evaluare: 5 din 5 stele')).toBeInTheDocument();
    expect(within(ana).getByText('Ana Popa')).toBeInTheDocument();
    expect(within(ana).getByText('Inginer, Casa Verde SRL')).toBeInTheDocument();

    const stefan = slide(2, 3, 'ștefan Matei');
    expect(stefan.querySelector('img')).toBeNull();
    expect(within(stefan).getByText('Ș')).toHaveAttribute('aria-hidden', 'true');
    expect(within(stefan).getByText('Evaluare: 4 din 5 stele')).toBeInTheDocument();
    expect(within(stefan).getByText('Proprietar')).toBeInTheDocument();

    const ioana = slide(3, 3, 'Ioana');
    expect(within(ioana).getByText('Evaluare: 1 din 5 stea')).toBeInTheDocument();
    expect(within(ioana).getByText('Atelier Nord')).toBeInTheDocument();
  });

  it('shows the initial when the avatar does not load', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /testimonials/featured': json(
          200,
          featuredAnswer(1, [{ client_name: 'maria', avatar_url: '/x.webp' }]),
        ),
      },
    );
    view();
    await screen.findByText('maria');
    fireEvent.error(section().querySelector('img') as HTMLImageElement);
    expect(section().querySelector('img')).toBeNull();
    expect(screen.getByText('M')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts an object with a data array', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /testimonials/featured': json(200, { data: featuredAnswer(2) }) },
    );
    view();
    expect(await screen.findByRole('group', { name: 'Review-urile clienților' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Afișează review-ul/ })).toHaveLength(2);
  });

  it('shows a single testimonial without carousel controls', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /testimonials/featured': json(200, featuredAnswer(1)) });
    view();
    await screen.findByText('Client 1');
    expect(screen.queryByRole('group', { name: 'Review-urile clienților' })).toBeNull();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('invites the visitor to leave a review', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /testimonials/featured': json(200, featuredAnswer(2)) });
    view();
    const link = await screen.findByRole('link', { name: 'Lasa un review' });
    expect(link).toHaveAttribute('href', '/testimonials/add');
    const question = screen.getByText('Ready to share your experience?');
    expect(question).toHaveAttribute('lang', 'en');
  });

  it.each([
    ['an empty list', json(200, []), null],
    ['an answer of another shape', json(200, { items: [] }), 'Unexpected data format received from server'],
    [
      'a failed call',
      json(500, { message: 'Internal server error' }),
      'Failed to load testimonials. Please try again later.',
    ],
    ['no answer', 'network-error' as const, 'Failed to load testimonials. Please try again later.'],
  ])('hides itself after %s, leaving the reason in the console', async (_situation, answer, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockAuthApi({ kind: 'anonymous' }, { 'GET /testimonials/featured': answer });
    const { container } = view();
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    if (logged) expect(warn).toHaveBeenCalledWith(logged, expect.anything());
    else expect(warn).not.toHaveBeenCalled();
  });

  it('renders its loading state on the server and hydrates it as it is, asking for testimonials only then', async () => {
    const fetchMock = mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /testimonials/featured': json(200, featuredAnswer(2)) },
    );
    const tree = (
      <MemoryRouter>
        <TestimonialSection />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    expect(html).toContain('Se încarcă review-urile...');
    expect(fetchMock).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await within(container).findByText('Client 2');
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
