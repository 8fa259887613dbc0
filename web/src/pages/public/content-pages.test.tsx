import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

/** The explanatory pages: path, h1, and the breadcrumb (Home, then each path segment capitalised). */
const pages = [
  ['/features', 'Funcționalități', ['Home', 'Features']],
  ['/home-assistant', 'Home Assistant', ['Home', 'Home-assistant']],
  ['/raspberry-pi', 'Raspberry Pi', ['Home', 'Raspberry-pi']],
  ['/integrari', 'Integrări', ['Home', 'Integrari']],
  ['/installation-process', 'Procesul de instalare', ['Home', 'Installation-process']],
  ['/automations', 'Automatizări', ['Home', 'Automations']],
  ['/automations/lights', 'Iluminat automat', ['Home', 'Automations', 'Lights']],
  ['/automations/cellar', 'Automatizare beci', ['Home', 'Automations', 'Cellar']],
  ['/automations/irrigation', 'Irigații automate', ['Home', 'Automations', 'Irrigation']],
  ['/automations/solar', 'Monitorizare panouri solare', ['Home', 'Automations', 'Solar']],
  ['/automations/heater', 'Control centrală termică', ['Home', 'Automations', 'Heater']],
  ['/automations/garage-door', 'Ușă de garaj inteligentă', ['Home', 'Automations', 'Garage-door']],
  ['/garage-automation', 'Automatizarea porții de garaj', ['Home', 'Garage-automation']],
] as const;

beforeEach(() => {
  installMetaDescription();
  mockAuthApi({ kind: 'anonymous' });
});

/** Filled by the per-page test below, read by the last test: each page's meta description. */
const descriptions = new Map<string, string>();

// Whole-app renders: slow in jsdom when the machine is busy.
describe('explanatory pages', { timeout: 20_000 }, () => {
  it.each(pages)(
    '%s has its h1 "%s", title, breadcrumb, meta description and ordered headings',
    async (path, heading, crumbs) => {
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(document.title).toBe(`${heading} – SmartHome Iași`);
      const trail = within(screen.getByRole('navigation', { name: 'Traseu de navigare' })).getAllByRole(
        'listitem',
      );
      expect(trail.map((item) => item.textContent)).toEqual(crumbs);
      expect(screen.queryByText('Pagină în pregătire')).not.toBeInTheDocument();

      // Long enough to say something, short enough for a search result to show it whole.
      const description = metaDescription();
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(200);
      descriptions.set(path, description);

      // One h1, then no level skipped on the way down (h2 → h4 would be).
      const levels = within(screen.getByRole('main'))
        .getAllByRole('heading')
        .map((h) => Number(h.tagName.slice(1)));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
      });
    },
  );

  it('gives every page a meta description of its own', () => {
    expect(descriptions.size).toBe(pages.length);
    expect(new Set(descriptions.values()).size).toBe(pages.length);
  });
});
