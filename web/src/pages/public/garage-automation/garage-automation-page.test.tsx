import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/garage-automation', { timeout: 20_000 }, () => {
  it('states its numbers: 5 minutes, 90 seconds, about 20 EUR, 5-12 V DC, 2.4 GHz, 30-40 minutes', async () => {
    await renderApp('/garage-automation');
    expect(
      main().getByRole('heading', { level: 1, name: 'Automatizarea porții de garaj' }),
    ).toBeInTheDocument();

    const facts = main()
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(facts).toEqual(['5 minute', '90 de secunde', '≈ 20 EUR', '30-40 de minute']);

    const specs = within(
      main().getByRole('table', { name: 'Specificațiile modulului pentru poarta garajului' }),
    );
    const row = (name: string) => specs.getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Cost hardware')).toHaveTextContent('aproximativ 20 EUR (100 lei în calculator)');
    expect(row('Alimentare')).toHaveTextContent('5-12 V DC');
    expect(row('Conectivitate')).toHaveTextContent('WiFi 2,4 GHz');
    expect(row('Instalare')).toHaveTextContent('30-40 de minute');
  });

  it('tells the scenario in order: open, notification after 5 minutes, 90 seconds to answer, closes by itself', async () => {
    await renderApp('/garage-automation');
    const scenario = within(main().getByRole('region', { name: 'Cum funcționează' }));
    expect(scenario.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Poarta se deschide',
      'După 5 minute: notificare',
      '90 de secunde pentru răspuns',
      'Fără răspuns: se închide singură',
    ]);
  });

  it('links to the automation logic and to the calculator with the garage module chosen', async () => {
    await renderApp('/garage-automation');
    expect(main().getByRole('link', { name: /Vezi logica completă a automatizării/ })).toHaveAttribute(
      'href',
      '/automations/garage-door',
    );
    expect(main().getByRole('link', { name: 'Adaugă modulul în calculator' })).toHaveAttribute(
      'href',
      '/hardware/calculator?garage-wifi-module=1',
    );
  });
});
