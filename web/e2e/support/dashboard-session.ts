/**
 * A demo account signed in to the dashboard in a browser context of its own (of the file's pool),
 * and the audit every dashboard screen passes before its screenshot.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, type ViewportName } from './browser';
import { DEMO_ADMIN, submitSignIn, type DevStackSuite } from './dev-stack-suite';
import { axeViolations, dashboardLayoutProblems } from './page-audit';

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
  const page = await suite.openPage(viewport, { bypassCSP: true, ...options });
  await submitSignIn(page, DEMO_ACCOUNTS[who], DEMO_ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return page;
}

/**
 * The screen is settled (no spinner), clean for axe and the window's width (on a wide screen, its
 * tables too); then its screenshot.
 */
export async function auditScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
  expect(await dashboardLayoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, name);
}
