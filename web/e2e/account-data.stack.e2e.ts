/**
 * "Your data" end to end, in Chromium against the whole product as `make dev` runs it: a new
 * customer downloads the copy of their account from /dashboard/security (a JSON file under the
 * server's name), then deletes the account with their password, lands signed out on the home page
 * with the Romanian notice, and can no longer sign in. At 1280 and 390 px; the confirmation is
 * audited (axe; nothing wider than the window), with screenshots when asked
 * (e2e/screenshots/account-data-<screen>-<viewport>.png).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { activeAccount, newEmail } from './support/accounts';
import { screenshot, viewports, type ViewportName } from './support/browser';
import { submitSignIn, useDevStackAndBrowser } from './support/dev-stack-suite';
import { axeViolations, horizontalOverflow } from './support/page-audit';

const PASSWORD = 'Ceai-verde-2026';

/** Sign-ins (argon2id each), an export from every service and a deletion, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

const suite = useDevStackAndBrowser();

describe('your data: download a copy, then delete the account', () => {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`at ${viewport} size`, { timeout: FLOW_TIMEOUT_MS }, async () => {
      const email = newEmail(`data-${viewport}`);
      await activeAccount(suite, email, PASSWORD);
      const page = await suite.openPage(viewport, { bypassCSP: true });
      await submitSignIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/dashboard/security');
      const data = page.getByRole('region', { name: 'Your data' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        data.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^smarthome-iasi-date-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
      expect(JSON.stringify(exported)).toContain(email);
      await page.getByText('Your data has been downloaded.').waitFor();

      await data.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText('Password is required').waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      expect(await horizontalOverflow(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `account-data-delete-${viewport}`, false);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();

      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByText(
          'Contul tău a fost șters și ai fost deconectat. Îți mulțumim că ai folosit SmartHome Iași.',
        )
        .waitFor();
      await screenshot(page, `account-data-deleted-${viewport}`, false);

      await submitSignIn(page, email, PASSWORD);
      await page.getByText('Email sau parolă incorectă.').waitFor();
    });
  }
});
