/**
 * A demo account signed in to the dashboard in a browser context of its own, and the audit every
 * dashboard screen passes before its screenshot.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newAppPage, screenshot, screenshotOnFailure, viewports, type ViewportName } from './browser';
import { DEMO_ADMIN, STEP_TIMEOUT_MS, submitSignIn, type DevStackSuite } from './dev-stack-suite';
import { axeViolations, horizontalOverflow } from './page-audit';

/** The demo accounts `make dev` seeds, one per role; they share DEMO_ADMIN's password. */
export const DEMO_ACCOUNTS = {
  admin: DEMO_ADMIN.email,
  installer: 'installer@smarthome.local',
  client: 'client@smarthome.local',
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs `who` in at the viewport's size and waits for the dashboard; `timezoneId` sets the browser's clock. */
export async function signInToDashboard(
  suite: DevStackSuite,
  viewport: ViewportName,
  who: DemoAccount,
  options: { timezoneId?: string } = {},
): Promise<Page> {
  // axe-core is injected as an inline script, which the site's Content-Security-Policy forbids.
  const context = await suite.browser.newContext({
    viewport: viewports[viewport],
    baseURL: suite.stack.siteUrl,
    locale: 'ro-RO',
    bypassCSP: true,
    ...options,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await newAppPage(context);
  screenshotOnFailure(page);
  await submitSignIn(page, DEMO_ACCOUNTS[who], DEMO_ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return page;
}

/** The screen is settled (no spinner), clean for axe and the window's width; then its screenshot. */
export async function auditScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, name);
}
