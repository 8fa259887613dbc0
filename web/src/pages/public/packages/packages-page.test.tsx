import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { packageIds, servicePackages, tierFeatures } from '@smarthome/catalog';
import { json, mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
const rateAnswer = (rate: number) =>
  json(200, { rate, lastUpdated: '2025-03-14T11:05:00.000Z', source: 'www.bnr.ro' });

beforeEach(() => {
  localStorage.clear();
  installMetaDescription();
});

describe('/packages', { timeout: 20_000 }, () => {
  it('has its own title and description, and its sections in order', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rateAnswer(4.9763) });
    await renderApp('/packages');
    expect(await main().findByRole('heading', { level: 1, name: 'Pachete și prețuri' })).toBeInTheDocument();
    expect(document.title).toBe('Pachete și prețuri – SmartHome Iași');
    expect(metaDescription()).toContain('Basic, Advanced și Premium');
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Cum se formează prețul',
      'Alege pachetul potrivit',
      'Prețurile în lei',
      'Comparație detaliată',
      'Zona de deservire',
      'De ce merită',
      'Nu știi ce pachet ți se potrivește?',
    ]);
  });

  it('explains the pricing model with the catalog numbers', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rateAnswer(4.9763) });
    await renderApp('/packages');
    const pricing = within(await main().findByRole('region', { name: 'Cum se formează prețul' }));
    expect(pricing.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(pricing.getByText(/100, 170, 300 EUR/)).toBeInTheDocument();
    expect(pricing.getByText(/un comision de serviciu de 10%/)).toBeInTheDocument();
    expect(
      pricing.getByText(
        /30, 60, 90 de zile de suport.*100 lei pe oră, cu o facturare minimă de 30 de minute/,
      ),
    ).toBeInTheDocument();
  });

  it('shows three cards with the first 4 features and the "+N caracteristici adiționale" line', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rateAnswer(4.9763) });
    await renderApp('/packages');
    const section = within(await main().findByRole('region', { name: 'Alege pachetul potrivit' }));
    for (const id of packageIds) {
      const card = within(section.getByRole('article', { name: servicePackages[id].title }));
      const features = tierFeatures(id);
      expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
        features.slice(0, 4).map((f) => f.label),
      );
      expect(card.getByText(`+${features.length - 4} caracteristici adiționale`)).toBeInTheDocument();
      expect(card.getByText(`${servicePackages[id].priceEur} €`)).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Detalii pachet ${servicePackages[id].title}` })).toHaveAttribute(
        'href',
        `/packages/${id}`,
      );
    }
    expect(section.getByRole('article', { name: 'Advanced' })).toHaveAttribute('data-highlighted', 'true');
  });

  it('prices in RON at the live rate: 2 decimals shown, RON rounded', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rateAnswer(4.9763) });
    await renderApp('/packages');
    const block = within(await main().findByRole('region', { name: 'Prețurile în lei' }));
    expect(await block.findByText('1 EUR = 4,98 lei')).toBeInTheDocument();
    expect(block.getByText('Actualizat la 14 martie 2025')).toBeInTheDocument();
    const rows = within(block.getByRole('table')).getAllByRole('row').slice(1);
    // 100 × 4.9763 = 497.63 → 498; 170 × 4.9763 = 845.971 → 846; 300 × 4.9763 = 1492.89 → 1493.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Basic100 €≈ 498 lei',
      'Advanced170 €≈ 846 lei',
      'Premium300 €≈ 1.493 lei',
    ]);
    expect(main().queryByText(/Nu s-a putut actualiza cursul valutar/)).not.toBeInTheDocument();
  });

  it('falls back to 4.95 with its error text when the rate API fails', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /exchange-rate': json(503, { message: 'Exchange rate unavailable' }) },
    );
    await renderApp('/packages');
    expect(
      await main().findByText('Nu s-a putut actualiza cursul valutar. Se folosește valoarea implicită.'),
    ).toBeInTheDocument();
    const block = within(main().getByRole('region', { name: 'Prețurile în lei' }));
    expect(block.getByText('1 EUR = 4,95 lei')).toBeInTheDocument();
    expect(block.getByText('≈ 842 lei')).toBeInTheDocument();
  });

  it('has the comparison table, the service area, four benefit tiles and the contact call to action', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /exchange-rate': rateAnswer(4.95) });
    await renderApp('/packages');
    const table = await main().findByRole('table', {
      name: 'Comparație între pachetele Basic, Advanced și Premium',
    });
    expect(within(table).getByRole('rowheader', { name: 'Dispozitive integrate' })).toBeInTheDocument();
    expect(
      within(table).getByText('100 lei/oră la toate pachetele, cu facturare minimă de 30 de minute'),
    ).toBeInTheDocument();
    const area = within(main().getByRole('region', { name: 'Zona de deservire' }));
    expect(area.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Municipiul Iași',
      'Valea Lupului',
      'Miroslava',
      'Breazu',
      'Uricani',
    ]);
    expect(area.getByText(/doar consultanță online/)).toBeInTheDocument();
    expect(within(main().getByRole('region', { name: 'De ce merită' })).getAllByRole('article')).toHaveLength(
      4,
    );
    const cta = within(main().getByRole('region', { name: 'Nu știi ce pachet ți se potrivește?' }));
    expect(cta.getByRole('link', { name: /Cere o recomandare/ })).toHaveAttribute('href', '/contact');
  });
});
