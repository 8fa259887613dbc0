import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

describe('/promotion-details', () => {
  it('shows the offer, both readings of the places left as its history, and links to /contact', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/promotion-details');
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Instalare gratuită pentru primii 3 clienți' }),
    ).toBeInTheDocument();
    const status = within(main).getByRole('region', { name: 'Locuri disponibile acum' });
    expect(within(status).getByText('1 din 3 locuri rămase')).toBeInTheDocument();
    expect(within(status).getAllByText('Loc ocupat')).toHaveLength(2);
    expect(within(status).getAllByText('Loc disponibil')).toHaveLength(1);
    const history = within(main).getByRole('region', { name: 'Cum s-au ocupat locurile' });
    expect(history).toHaveTextContent('Oferta a pornit cu 3 locuri');
    expect(history).toHaveTextContent('doar două locuri');
    expect(within(main).getByRole('link', { name: /Rezervă locul rămas/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
