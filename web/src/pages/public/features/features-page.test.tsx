import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  mockAuthApi({ kind: 'anonymous' });
});

// Whole-app renders: slow in jsdom when the machine is busy.
describe('/features', { timeout: 20_000 }, () => {
  it('lists what a local smart home does, each feature with a concrete example', async () => {
    await renderApp('/features');
    const features = within(
      main().getByRole('region', { name: 'Funcționalități pentru fiecare colț al casei' }),
    );
    const titles = features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Iluminat inteligent',
      'Climă și încălzire',
      'Securitate și alerte',
      'Energie și panouri solare',
      'Irigații',
      'Poarta garajului',
      'Beci și spații tehnice',
      'Notificări și acces de oriunde',
      'Dashboard-uri pe măsură',
      'Comenzi vocale',
      'Prezență și scenarii',
      'Backup și actualizări',
    ]);
    expect(features.getAllByText('Exemplu:')).toHaveLength(titles.length);
    expect(features.getByRole('heading', { name: 'Poarta garajului' }).closest('article')).toHaveTextContent(
      'rămâne deschisă 5 minute, primești o notificare; fără răspuns în 90 de secunde, se închide singură',
    );
  });

  it('links each automation it names to its page, and on to packages, automations and the calculator', async () => {
    await renderApp('/features');
    expect(main().getByRole('link', { name: /Iluminat automat/ })).toHaveAttribute(
      'href',
      '/automations/lights',
    );
    expect(main().getByRole('link', { name: /Automatizarea porții de garaj/ })).toHaveAttribute(
      'href',
      '/garage-automation',
    );
    expect(main().getByRole('link', { name: /Vezi automatizările/ })).toHaveAttribute('href', '/automations');
    expect(main().getByRole('link', { name: /Compară pachetele/ })).toHaveAttribute('href', '/packages');
    expect(main().getByRole('link', { name: /Calculează costul/ })).toHaveAttribute(
      'href',
      '/hardware/calculator',
    );
  });
});
