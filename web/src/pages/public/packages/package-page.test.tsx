import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { includedItems, servicePackages } from '@smarthome/catalog';
import { json, mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  localStorage.clear();
  installMetaDescription();
  mockAuthApi(
    { kind: 'anonymous' },
    {
      'GET /exchange-rate': json(200, {
        rate: 4.9763,
        lastUpdated: '2025-03-14T11:05:00.000Z',
        source: 'www.bnr.ro',
      }),
    },
  );
});

const cases = [
  {
    id: 'basic',
    name: 'Basic',
    price: '100 €',
    ron: '≈ 498 lei',
    facts: ['Până la 5 dispozitive', '30 de zile de suport', 'Backup local'],
  },
  {
    id: 'advanced',
    name: 'Advanced',
    price: '170 €',
    ron: '≈ 846 lei',
    facts: ['Până la 15 dispozitive', '60 de zile de suport', 'Backup în cloud'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '300 €',
    ron: '≈ 1.493 lei',
    facts: ['Dispozitive nelimitate', '90 de zile de suport prioritar', 'Backup în cloud'],
  },
] as const;

describe.each(cases)('/packages/$id', { timeout: 20_000 }, ({ id, name, price, ron, facts }) => {
  it('shows the price, the approximate RON price at the live rate and the limits', async () => {
    await renderApp(`/packages/${id}`);
    expect(await main().findByRole('heading', { level: 1, name: `Pachetul ${name}` })).toBeInTheDocument();
    expect(document.title).toBe(`Pachetul ${name} – SmartHome Iași`);
    expect(metaDescription()).toContain(`Pachetul ${name}`);
    const priceCard = within(main().getByRole('region', { name: 'Preț' }));
    expect(priceCard.getByText(price, { exact: false })).toBeInTheDocument();
    expect(await priceCard.findByText(ron)).toBeInTheDocument();
    expect(
      priceCard.getByText('Preț în lei aproximativ, la cursul de 4,98 lei/EUR din 14 martie 2025.'),
    ).toBeInTheDocument();
    expect(priceCard.getByText(/100 lei pe oră, cu o facturare minimă de 30 de minute/)).toBeInTheDocument();
    expect(
      within(main().getByRole('list', { name: 'Pe scurt' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(facts);
    expect(priceCard.getByRole('link', { name: /Solicită acest pachet/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('lists everything included (the packages below first), examples, ideal for, area and the hardware note', async () => {
    await renderApp(`/packages/${id}`);
    const included = within(await main().findByRole('region', { name: 'Ce include' }));
    expect(included.getAllByRole('listitem').map((li) => li.textContent)).toEqual(includedItems(id));
    const groupTitles = included.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groupTitles).toEqual(
      {
        basic: ['Inclus în pachet'],
        advanced: ['Din pachetul Basic', 'În plus față de pachetul Basic'],
        premium: ['Din pachetul Basic', 'Din pachetul Advanced', 'În plus față de pachetul Advanced'],
      }[id],
    );
    const examples = within(main().getByRole('region', { name: 'Exemple de automatizări' }));
    expect(examples.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      servicePackages[id].automationExamples,
    );
    expect(
      within(main().getByRole('region', { name: 'Ideal pentru' })).getAllByRole('listitem'),
    ).toHaveLength(servicePackages[id].idealFor.length);
    expect(
      main().getByText('Municipiul Iași, Valea Lupului, Miroslava, Breazu, Uricani.'),
    ).toBeInTheDocument();
    expect(
      main().getByText(/Un Raspberry Pi costă în jur de 400-500 lei.*comision de serviciu de 10%/),
    ).toBeInTheDocument();
  });

  it('highlights this package in the comparison table', async () => {
    await renderApp(`/packages/${id}`);
    const table = within(
      await main().findByRole('table', { name: 'Comparație între pachetele Basic, Advanced și Premium' }),
    );
    const current = table.getByRole('columnheader', { name: `${name} pachetul curent` });
    expect(current).toHaveAttribute('data-highlighted', 'true');
    expect(table.getAllByText('pachetul curent')).toHaveLength(1);
  });
});

it('the premium page names the 5-minute notification and the 90-second auto-close of the garage gate', async () => {
  await renderApp('/packages/premium');
  expect(
    await main().findByText(
      /deschisă 5 minute, primești o notificare; fără răspuns în 90 de secunde, se închide singură/,
    ),
  ).toBeInTheDocument();
});
