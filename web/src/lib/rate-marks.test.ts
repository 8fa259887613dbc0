import { describe, expect, it } from 'vitest';
import { rateShownOnPage, rateText, rateTextMark, showRate, type RateTexts } from './rate-marks';

const note: RateTexts = {
  loading: (rate) => `La ${rate} lei, se actualizează.`,
  updated: (rate, day) => `La ${rate} lei din ${day}.`,
  default: (rate) => `La ${rate} lei.`,
};

const attributes = (marks: Record<string, string | number>) =>
  Object.entries(marks)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

/** A page as the server writes it: the default rate, loading. */
function serverPage(): HTMLElement {
  const page = document.createElement('main');
  page.innerHTML = `
    <p id="ron" data-ron-eur="100">≈ 495 lei</p>
    <p id="note" ${attributes(rateTextMark(note))}>La 4,95 lei, se actualizează.</p>
    <div id="box" data-rate-error-box hidden><span id="error" data-rate-error></span></div>
    <p id="spinner" data-rate-loading></p>
    <div data-island="page" data-live><p id="owned" data-ron-eur="100">≈ 495 lei</p></div>`;
  return page;
}

const text = (page: HTMLElement, id: string) => page.querySelector(`#${id}`)?.textContent;

describe('rate marks', () => {
  it('write a text for each state of the rate', () => {
    const state = { rate: 4.9763, lastUpdated: '2026-03-12T10:00:00.000Z', error: null };
    expect(rateText(note, { ...state, loading: true })).toBe('La 4,98 lei, se actualizează.');
    expect(rateText(note, { ...state, loading: false })).toBe('La 4,98 lei din 12 martie 2026.');
    expect(rateText(note, { ...state, lastUpdated: 'not a day', loading: false })).toBe('La 4,98 lei.');
  });

  it('write the live rate into the page, except where React has taken over', () => {
    const page = serverPage();
    showRate(page, { rate: 5.0123, lastUpdated: '2026-03-12T10:00:00.000Z', error: null, loading: false });
    expect(text(page, 'ron')).toBe('≈ 501 lei');
    expect(text(page, 'note')).toBe('La 5,01 lei din 12 martie 2026.');
    expect(page.querySelector<HTMLElement>('#box')?.hidden).toBe(true);
    expect(page.querySelector('#spinner')?.hasAttribute('data-rate-loading')).toBe(false);
    expect(text(page, 'owned')).toBe('≈ 495 lei');
    expect(rateShownOnPage()).toMatchObject({ rate: 5.0123, loading: false });
  });

  it('show the error text when the default rate had to be used', () => {
    const page = serverPage();
    const error = 'Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.';
    showRate(page, { rate: 4.95, lastUpdated: null, error, loading: false });
    expect(page.querySelector<HTMLElement>('#box')?.hidden).toBe(false);
    expect(text(page, 'error')).toBe(error);
    expect(text(page, 'note')).toBe('La 4,95 lei.');
  });
});
