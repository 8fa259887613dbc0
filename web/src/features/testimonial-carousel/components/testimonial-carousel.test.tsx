import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../api/featured-testimonials';
import { ROTATION_INTERVAL_MS, TestimonialCarousel } from './testimonial-carousel';

const testimonials: Testimonial[] = ['Ana', 'Bogdan', 'Corina'].map((name, i) => ({
  id: `t${i + 1}`,
  clientName: name,
  position: null,
  company: null,
  content: `Textul lui ${name}.`,
  rating: 5,
  avatarUrl: null,
}));

const carousel = () => screen.getByRole('group', { name: 'Review-urile clienților' });
const dot = (position: number) =>
  screen.getByRole('button', {
    name: `Afișează review-ul ${position}: ${testimonials[position - 1]?.clientName}`,
  });

/** The position (1-3) of the testimonial shown, read from the dots and checked against the slides. */
function shownPosition(): number {
  const current = screen
    .getAllByRole('button', { name: /^Afișează review-ul/ })
    .findIndex((button) => button.getAttribute('aria-current') === 'true');
  const visible = screen.getAllByRole('group', { name: / din 3: / });
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveAccessibleName(`${current + 1} din 3: ${testimonials[current]?.clientName}`);
  return current + 1;
}
const tick = (ms = ROTATION_INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms));

describe('testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is announced as a carousel of labelled slides, only the current one exposed', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel().querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides[1]).toHaveAttribute('inert');
    expect(shownPosition()).toBe(1);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('advances every 5000 ms and wraps from the last testimonial to the first', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    tick(ROTATION_INTERVAL_MS - 1);
    expect(shownPosition()).toBe(1);
    tick(1);
    expect(shownPosition()).toBe(2);
    tick();
    expect(shownPosition()).toBe(3);
    tick();
    expect(shownPosition()).toBe(1);
  });

  it('steps with the previous and next buttons, wrapping both ways', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Review-ul anterior' }));
    expect(shownPosition()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Review-ul următor' }));
    expect(shownPosition()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Review-ul următor' }));
    expect(shownPosition()).toBe(2);
  });

  it('jumps to the testimonial of a dot, and the next turn comes a full interval later', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    tick(3000);
    fireEvent.click(dot(3));
    expect(shownPosition()).toBe(3);
    tick(3000);
    expect(shownPosition()).toBe(3);
    tick(2000);
    expect(shownPosition()).toBe(1);
  });

  it('waits while the pointer is over it', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.mouseEnter(carousel());
    tick(3 * ROTATION_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    fireEvent.mouseLeave(carousel());
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('waits while keyboard focus is inside it; the live region then speaks', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const live = carousel().querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => dot(2).focus());
    expect(live).toHaveAttribute('aria-live', 'polite');
    tick(3 * ROTATION_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    act(() => dot(2).blur());
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('stops with the pause button and starts again with play', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Oprește derularea automată' }));
    tick(3 * ROTATION_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pornește derularea automată' }));
    tick();
    expect(shownPosition()).toBe(2);
  });

  it('does not turn by itself for a visitor who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<TestimonialCarousel testimonials={testimonials} />);
    tick(3 * ROTATION_INTERVAL_MS);
    expect(shownPosition()).toBe(1);
    expect(screen.getByRole('button', { name: 'Pornește derularea automată' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review-ul următor' }));
    expect(shownPosition()).toBe(2);
  });
});
