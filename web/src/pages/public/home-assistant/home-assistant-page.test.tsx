import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/home-assistant', { timeout: 20_000 }, () => {
  it('explains the platform and the benefits of local control', async () => {
    await renderApp('/home-assistant');
    expect(main().getByRole('heading', { level: 1, name: 'Home Assistant' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Ce este Home Assistant' })).toBeInTheDocument();
    const benefits = within(main().getByRole('region', { name: 'De ce control local' }));
    expect(benefits.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(benefits.getByRole('heading', { name: 'Merge și fără internet' })).toBeInTheDocument();
  });

  it('compares cloud with local in a table with a header per side and a row per criterion', async () => {
    await renderApp('/home-assistant');
    const table = within(
      main().getByRole('table', {
        name: 'Comparație între aplicațiile cloud ale producătorilor și Home Assistant local',
      }),
    );
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Criteriu',
      'Cloud (aplicațiile producătorilor)',
      'Local (Home Assistant)',
    ]);
    const row = table.getByRole('rowheader', { name: 'Fără internet' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Comenzile și automatizările se opresc', 'Totul funcționează în rețeaua locală']);
    expect(table.getAllByRole('rowheader')).toHaveLength(9);
  });

  it('gives the same comparison as one card per criterion for narrow screens', async () => {
    await renderApp('/home-assistant');
    const cards = within(
      main().getByRole('list', {
        name: 'Comparație între aplicațiile cloud ale producătorilor și Home Assistant local',
      }),
    );
    expect(cards.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });

  it('links on to the single-board computer and the integrations', async () => {
    await renderApp('/home-assistant');
    expect(main().getByRole('link', { name: /Despre Raspberry Pi/ })).toHaveAttribute(
      'href',
      '/raspberry-pi',
    );
    expect(main().getByRole('link', { name: /Vezi integrările/ })).toHaveAttribute('href', '/integrari');
  });
});
