import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, DashboardCarousel } from './dashboard-carousel';

const titles = [
  'Panoul principal',
  'Diverse',
  'Monitorizarea energiei',
  'Irigații',
  'Parametri',
  'Statistici',
];

function renderCarousel() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <DashboardCarousel /> },
      { path: '/dashboards', element: <h1>Galeria</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const carousel = () => screen.getByRole('region', { name: 'Exemple de dashboard-uri Home Assistant' });
const dot = (position: number) =>
  screen.getByRole('button', { name: `Afișează exemplul ${position}: ${titles[position - 1]}` });
/** The position (1-6) of the slide shown, read from the indicators and checked against the slides. */
function shownPosition(): number {
  const current = screen
    .getAllByRole('button', { name: /^Afișează exemplul/ })
    .findIndex((button) => button.getAttribute('aria-current') === 'true');
  const visible = screen.getAllByRole('group', { name: / din 6: / });
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveAccessibleName(`${current + 1} din 6: ${titles[current]}`);
  return current + 1;
}
const tick = (ms = CAROUSEL_INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('home dashboard carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is announced as a carousel of six labelled slides, only the current one exposed', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel().querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(6);
    expect([...slides].map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'false',
      'true',
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(shownPosition()).toBe(1);
    // The current slide and the next one have their picture; the others get it when their turn nears.
    expect(carousel().querySelectorAll('img')).toHaveLength(2);
    for (const img of carousel().querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '1000');
      expect(img.getAttribute('alt')).toMatch(/Home Assistant/);
    }
  });

  it('advances every 5 seconds and wraps from the sixth slide to the first', () => {
    renderCarousel();
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(shownPosition()).toBe(1);
    tick(1);
    expect(shownPosition()).toBe(2);
    for (const expected of [3, 4, 5, 6, 1]) {
      tick();
      expect(shownPosition()).toBe(expected);
    }
    expect(carousel().querySelectorAll('img')).toHaveLength(6);
  });

  it('shows the picture of a slide reached by its indicator', () => {
    renderCarousel();
    fireEvent.click(dot(5));
    const slide = screen.getByRole('group', { name: '5 din 6: Parametri' });
    expect(within(slide).getByRole('img')).toHaveAccessibleName(/^Dashboard de parametri Home Assistant/);
  });

  it('jumps to the slide of an indicator, and the next advance comes a full interval later', () => {
    renderCarousel();
    tick(3000);
    fireEvent.click(dot(4));
    expect(shownPosition()).toBe(4);
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    tick(3000);
    expect(shownPosition()).toBe(4);
    tick(2000);
    expect(shownPosition()).toBe(5);
  });

  it('steps with the previous and next buttons, wrapping both ways', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Exemplul anterior' }));
    expect(shownPosition()).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Exemplul următor' }));
    expect(shownPosition()).toBe(1);
  });

  it('goes to /dashboards when the slide is clicked', async () => {
    const router = renderCarousel();
    fireEvent.click(dot(3));
    const slide = screen.getByRole('group', { name: '3 din 6: Monitorizarea energiei' });
    fireEvent.click(
      within(slide).getByRole('link', { name: 'Monitorizarea energiei – vezi galeria de dashboard-uri' }),
    );
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/dashboards');
    expect(screen.getByRole('heading', { name: 'Galeria' })).toBeInTheDocument();
  });

  it('stops with the pause button and starts again with play; the live region speaks only when stopped', () => {
    renderCarousel();
    const slides = carousel().querySelector('[aria-live]');
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Oprește derularea automată' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
    tick(4 * CAROUSEL_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pornește derularea automată' }));
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('waits while the pointer is over it', () => {
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    tick(3 * CAROUSEL_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    fireEvent.mouseLeave(carousel());
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('waits while keyboard focus is inside it and resumes when focus leaves', () => {
    renderCarousel();
    act(() => dot(2).focus());
    tick(3 * CAROUSEL_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    act(() => dot(2).blur());
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('does not turn by itself for a visitor who prefers reduced motion, until play is pressed', () => {
    preferReducedMotion();
    renderCarousel();
    tick(3 * CAROUSEL_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pornește derularea automată' }));
    tick();
    expect(shownPosition()).toBe(2);
  });
});
