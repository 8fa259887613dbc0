import type { AltchaWidgetElement } from 'altcha/types/generic';
import type { Page } from 'playwright-core';

/**
 * Resolves once the form's ALTCHA widget has solved its challenge. It starts on load, so a form is
 * then sent with the proof ready, and the page shows the state a visitor usually sees by the time
 * they have typed. The widget's own state is read: its look is its shadow DOM's business.
 * `timeout` is for both waits (the page's default when not given).
 */
export async function botCheckSolved(page: Page, timeout?: number): Promise<void> {
  await page.locator('altcha-widget').waitFor({ timeout });
  await page.waitForFunction(
    () => document.querySelector<AltchaWidgetElement>('altcha-widget')?.getState?.() === 'verified',
    undefined,
    { timeout },
  );
}
