/**
 * The explanatory pages in Chromium at 1280 and 390 px: each shows its heading under its
 * breadcrumb, never scrolls sideways, has no image without alt text and size, and is screenshot for
 * review (web/e2e/screenshots/content-<page>-<viewport>.png).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage, screenshot, type ViewportName, viewports } from './support/browser';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

const pages = [
  { path: '/features', heading: 'Funcționalități', crumbs: ['Home', 'Features'] },
  { path: '/home-assistant', heading: 'Home Assistant', crumbs: ['Home', 'Home-assistant'] },
  { path: '/raspberry-pi', heading: 'Raspberry Pi', crumbs: ['Home', 'Raspberry-pi'] },
  { path: '/integrari', heading: 'Integrări', crumbs: ['Home', 'Integrari'] },
  {
    path: '/installation-process',
    heading: 'Procesul de instalare',
    crumbs: ['Home', 'Installation-process'],
  },
  { path: '/automations', heading: 'Automatizări', crumbs: ['Home', 'Automations'] },
  { path: '/automations/lights', heading: 'Iluminat automat', crumbs: ['Home', 'Automations', 'Lights'] },
  { path: '/automations/cellar', heading: 'Automatizare beci', crumbs: ['Home', 'Automations', 'Cellar'] },
  {
    path: '/automations/irrigation',
    heading: 'Irigații automate',
    crumbs: ['Home', 'Automations', 'Irrigation'],
  },
  {
    path: '/automations/solar',
    heading: 'Monitorizare panouri solare',
    crumbs: ['Home', 'Automations', 'Solar'],
  },
  {
    path: '/automations/heater',
    heading: 'Control centrală termică',
    crumbs: ['Home', 'Automations', 'Heater'],
  },
  {
    path: '/automations/garage-door',
    heading: 'Ușă de garaj inteligentă',
    crumbs: ['Home', 'Automations', 'Garage-door'],
  },
  {
    path: '/garage-automation',
    heading: 'Automatizarea porții de garaj',
    crumbs: ['Home', 'Garage-automation'],
  },
] as const;

async function openPage(viewport: ViewportName, path: string): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: viewports[viewport],
    baseURL: suite.site.baseURL,
    locale: 'ro-RO',
  });
  const page = await newAppPage(context);
  await page.goto(path);
  return page;
}

/** "automations/garage-door" → "automations-garage-door": a file name per page. */
const shotName = (path: string, viewport: ViewportName) =>
  `content-${path.slice(1).replaceAll('/', '-')}-${viewport}`;

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`explanatory pages at ${viewport} size (${viewports[viewport].width} px)`, () => {
    for (const { path, heading, crumbs } of pages) {
      it(`${path} shows "${heading}" under its breadcrumb, fits the width and has sized, described images`, async () => {
        const page = await openPage(viewport, path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const trail = page.getByRole('navigation', { name: 'Traseu de navigare' }).getByRole('listitem');
        expect(await trail.allTextContents()).toEqual(crumbs);

        // Nothing may push the page sideways on a phone (a wide table, a long word, a code line).
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

        const images = await page.evaluate(() =>
          Array.from(document.images, (img) => ({
            src: img.src,
            alt: img.getAttribute('alt'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
          })),
        );
        for (const image of images) {
          expect(image.alt, image.src).not.toBeNull();
          expect(image.width, image.src).toBeTruthy();
          expect(image.height, image.src).toBeTruthy();
        }

        await screenshot(page, shotName(path, viewport));
        await page.context().close();
      });
    }
  });
}

describe('interactions on the explanatory pages', () => {
  it('/integrari filters by text and by category, and says when nothing matches', async () => {
    const page = await openPage('mobile', '/integrari');
    const main = page.getByRole('main');
    const status = main.getByRole('status');
    await status.waitFor();
    const all = await status.textContent();

    await main.getByRole('searchbox', { name: 'Caută o integrare' }).fill('shelly');
    await page.waitForFunction(
      () => document.querySelector('main [role="status"]')?.textContent === '2 integrări afișate',
    );
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toContain('Shelly');

    await main.getByRole('searchbox', { name: 'Caută o integrare' }).fill('');
    await main.getByRole('button', { name: 'Energie și invertoare solare' }).click();
    expect(
      await main.getByRole('button', { name: 'Energie și invertoare solare' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'content-integrari-filtered-mobile', false);

    await main.getByRole('searchbox', { name: 'Caută o integrare' }).fill('nu exista asa ceva');
    await main.getByRole('heading', { name: 'Nicio integrare găsită' }).waitFor();
    await main.getByRole('button', { name: 'Arată toate integrările' }).click();
    await page.waitForFunction(
      (text) => document.querySelector('main [role="status"]')?.textContent === text,
      all,
    );
    await page.context().close();
  });

  it('/automations/garage-door opens its YAML, which scrolls inside its box on a phone', async () => {
    const page = await openPage('mobile', '/automations/garage-door');
    await page.getByText('Vezi automatizarea așa cum arată în Home Assistant (YAML)').click();
    const yaml = page.getByRole('region', { name: 'Configurația YAML a automatizării' });
    await yaml.waitFor();
    expect(await yaml.textContent()).toContain('seconds: 90');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await yaml.scrollIntoViewIfNeeded();
    await screenshot(page, 'content-automations-garage-door-yaml-mobile', false);
    await page.context().close();
  });
});
