/**
 * What only a browser shows on the explanatory pages: the integrations filter as a visitor types and
 * taps, and an automation's YAML scrolling inside its box on a phone. Their headings, breadcrumbs and
 * descriptions are unit tests (src/pages/public/content-pages.test.tsx); the width, the images and
 * a screenshot of each page at both widths are the page audit's (accessibility.e2e.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, type ViewportName } from './support/browser';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

async function openPage(viewport: ViewportName, path: string): Promise<Page> {
  const { page } = await suite.openPage(viewport);
  await page.goto(path);
  return page;
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
  });
});
