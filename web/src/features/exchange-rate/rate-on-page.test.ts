import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_RATE_STORAGE_KEY } from './exchange-rate';
import { showLiveRate } from './rate-on-page';

/** Lets every queued microtask run, but no new task. */
async function runMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

function pageWithPrice(): HTMLElement {
  const page = document.createElement('main');
  page.innerHTML = '<p id="ron" data-ron-eur="100">≈ 495 lei</p>';
  return page;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('showLiveRate', () => {
  it('reads the cache in one task and asks the API in the next, then writes the rate into the page', async () => {
    const answer = { rate: 5.0123, lastUpdated: new Date().toISOString() };
    const fetchRate = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(answer, { headers: { 'content-type': 'application/json' } }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const page = pageWithPrice();

    const shown = showLiveRate(page);
    await runMicrotasks();
    expect(getItem).toHaveBeenCalledWith(EXCHANGE_RATE_STORAGE_KEY);
    expect(fetchRate).not.toHaveBeenCalled();

    await shown;
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(page.querySelector('#ron')?.textContent).toBe('≈ 501 lei');
    expect(JSON.parse(localStorage.getItem(EXCHANGE_RATE_STORAGE_KEY) ?? '{}')).toEqual(answer);
  });

  it('asks nothing when the cached rate is fresh', async () => {
    localStorage.setItem(
      EXCHANGE_RATE_STORAGE_KEY,
      JSON.stringify({ rate: 5.2, lastUpdated: new Date().toISOString() }),
    );
    const fetchRate = vi.spyOn(globalThis, 'fetch');
    const page = pageWithPrice();
    await showLiveRate(page);
    expect(fetchRate).not.toHaveBeenCalled();
    expect(page.querySelector('#ron')?.textContent).toBe('≈ 520 lei');
  });
});
