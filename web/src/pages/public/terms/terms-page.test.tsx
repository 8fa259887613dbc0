import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

describe('/terms', () => {
  it('states consulting only, no hardware sold, the 10% fee, the data, the rights and the cookies', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/terms');
    expect(document.title).toBe('Termeni și confidențialitate – SmartHome Iași');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Serviciul este exclusiv de consultanță');
    expect(main).toHaveTextContent('Nu vând hardware.');
    expect(main).toHaveTextContent('un comision de serviciu de 10% din valoarea lor');
    expect(main).toHaveTextContent('Formularul de contact: numele, adresa de email, mesajul și acordul tău');
    expect(main).toHaveTextContent('ANSPDCP');
    expect(main).toHaveTextContent('numai cookie-uri strict necesare: cookie-ul de sesiune');
    const toc = within(main).getByRole('navigation', { name: 'Cuprins' });
    for (const link of within(toc).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
  });
});
