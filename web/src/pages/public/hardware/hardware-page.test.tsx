import { hardwareItem } from '@smarthome/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';
import { hardwareContent } from './hardware-content';
import { calculatorLinkFor } from './hardware-page';

const main = () => within(screen.getByRole('main'));
const brand = (name: string) => hardwareContent.brands.list.find((b) => b.name === name)!;

// Generous: the suite runs beside others on a shared machine.
describe('/hardware', { timeout: 20_000 }, () => {
  it('names the brands, what each is good for, and leads to the calculator', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/hardware');
    expect(main().getByRole('heading', { level: 1, name: 'Hardware recomandat' })).toBeInTheDocument();
    expect(document.title).toBe('Hardware recomandat – SmartHome Iași');

    const brands = within(document.querySelector<HTMLElement>('[aria-labelledby="brands-title"]')!);
    const names = brands.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    for (const name of ['Raspberry Pi', 'Sonoff', 'Xiaomi și Aqara', 'Yeelight', 'Shelly', 'Nous']) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => name?.includes('finger bot'))).toBe(true);
    expect(brands.getAllByText('Potrivit pentru')).toHaveLength(names.length);
    // Prices come from the calculator's catalog, not from the page.
    expect(brands.getAllByText('Releu Sonoff THR316D')[0]?.nextSibling).toHaveTextContent('80 lei');

    const calculatorLinks = main()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/hardware/calculator');
    expect(calculatorLinks.length).toBeGreaterThanOrEqual(2);
    expect(main().getAllByRole('link', { name: 'Cere o recomandare' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it("links each brand to the calculator with that brand's items chosen", async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/hardware');
    expect(main().getByRole('link', { name: 'Adaugă în calculator Yeelight' })).toHaveAttribute(
      'href',
      '/hardware/calculator?yeelight-bulb=1',
    );
    // The hub comes before the sensors that need it, so none of them is dropped.
    expect(calculatorLinkFor(brand('Xiaomi și Aqara'))).toBe(
      '/hardware/calculator?xiaomi-hub=1&door-sensor=1&temperature-sensor=1&aqara-dual-relay=1',
    );
    // The required items are implied.
    expect(calculatorLinkFor(brand('Raspberry Pi'))).toBe('/hardware/calculator');
  });

  it('only lists items that exist in the calculator', () => {
    for (const entry of hardwareContent.brands.list) {
      for (const id of entry.items) expect(hardwareItem(id).id).toBe(id);
    }
  });
});
