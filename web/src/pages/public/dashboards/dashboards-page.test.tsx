import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

describe('GET /dashboards', () => {
  it('shows the gallery under its title, with its own meta description, and enlarges an image', async () => {
    installMetaDescription();
    mockAuthApi({ kind: 'anonymous' });
    await renderApp('/dashboards');
    expect(screen.getByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' })).toBeInTheDocument();
    expect(document.title).toBe('Exemple de dashboard-uri – SmartHome Iași');
    expect(metaDescription()).toMatch(/^Șase exemple de dashboard-uri Home Assistant/);
    expect(screen.getAllByRole('button', { name: /^Mărește imaginea:/ })).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: 'Mărește imaginea: Irigații' }));
    expect(screen.getByRole('dialog', { name: 'Irigații' })).toBeInTheDocument();
  });

  it('is reached from a slide of the home carousel', async () => {
    mockAuthApi({ kind: 'anonymous' });
    const { router } = await renderApp('/');
    await userEvent.click(
      screen.getByRole('link', { name: 'Panoul principal – vezi galeria de dashboard-uri' }),
    );
    // The gallery is a lazy route chunk: give its first import in jsdom time to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboards');
  }, 20_000);
});
