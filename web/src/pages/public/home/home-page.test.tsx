import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

describe('GET / (home page)', () => {
  it('has the site title and its own meta description', async () => {
    installMetaDescription();
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    expect(document.title).toBe('SmartHome Iași');
    expect(metaDescription()).toMatch(/^Instalare, configurare și suport pentru case inteligente locale/);
  });

  it('shows the hero visual at once, at high priority, and the dashboard carousel', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    const hero = screen.getByRole('img', { name: /tabletă cu panoul Home Assistant/ });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1280');
    expect(hero).toHaveAttribute('height', '960');
    const carousel = screen.getByRole('region', { name: 'Exemple de dashboard-uri Home Assistant' });
    expect(within(carousel).getAllByRole('button', { name: /^Afișează exemplul/ })).toHaveLength(6);
  });

  it('lists the three packages with their first 3 features and the +N caracteristici adiționale line', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    for (const name of ['Basic', 'Advanced', 'Premium']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
      expect(within(card).getByText(/^\+\d+ caracteristici adiționale$/)).toBeInTheDocument();
    }
  });

  it('keeps the testimonial and blog sections hidden while they have no data', async () => {
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/');
    expect(screen.queryByRole('heading', { name: 'Ce spun clienții' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog' })).not.toBeInTheDocument();
  });
});
