/**
 * /api/docs, the interactive reference of the REST facade, in Chromium against the whole product
 * as `make dev` runs it: the page shows the API's calls without a console error or a page error,
 * and every request it makes goes to the gateway itself, on the loopback interface (no CDN, no
 * web fonts, no telemetry).
 */
import { describe, expect, it } from 'vitest';
import { STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';

const suite = useDevStackAndBrowser();

/** Addresses that never leave the machine: the browser's own data and blob URLs. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

describe('/api/docs', () => {
  it('loads from the gateway alone, without an error', { timeout: 120_000 }, async () => {
    const page = await suite.openPage('desktop');
    const gateway = new URL(suite.stack.siteUrl).origin;
    expect(LOOPBACK.has(new URL(gateway).hostname)).toBe(true);

    const elsewhere: string[] = [];
    page.context().on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== gateway && !LOCAL_SCHEMES.has(url.protocol)) elsewhere.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await page
      .getByRole('heading', { name: /Smart Home Iași API/ })
      .first()
      .waitFor();
    // The calls are shown from the document's own summaries (the first tag is open).
    await page.getByText('Sign in with e-mail and password').first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });

    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
});
