/**
 * The second factor end to end, in Chromium against the whole product as `make dev` runs it: a new
 * customer turns an authenticator app on from /dashboard/security, reading the setup key off the
 * page (the test computes the app's codes from it, as the app would), keeps the recovery codes shown
 * once, then signs in with the password and a code of the app, and with a recovery code, which
 * works once. "Your data" downloads the account's data as a file. Screens audited (axe; nothing
 * wider than the window) at 1280 and 390 px, with screenshots when asked
 * (e2e/screenshots/second-factor-<screen>-<viewport>.png).
 */
import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeAccount, newEmail } from './support/accounts';
import { screenshot, type ViewportName } from './support/browser';
import { submitSignIn, useDevStackAndBrowser } from './support/dev-stack-suite';
import { axeViolations, horizontalOverflow } from './support/page-audit';

const PASSWORD = 'Ceai-verde-2026';

/** Sign-ins (argon2id each) and a setup through the whole stack, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

/** The length of an authenticator app's step: a code of the next step is never one used already. */
const STEP_SECONDS = 30;

const suite = useDevStackAndBrowser();

/** The app's code for the step `ahead` steps from now (each code is accepted once). */
const appCode = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * STEP_SECONDS });

async function audit(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `second-factor-${name}-${viewport}`);
}

/**
 * The sidebar's Logout (behind the menu button on a phone). The flow ends on the home page once the
 * server has answered the sign-out: only then is the session closed, so that the next page load
 * does not find it still open.
 */
async function signOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  const closed = page.waitForResponse((response) => response.url().endsWith('/api/v0/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await closed).ok()).toBe(true);
  await page.waitForURL((url) => url.pathname === '/');
}

/** The code step of /login, after the password of an account with the app on. */
async function toCodeStep(page: Page, email: string) {
  await submitSignIn(page, email, PASSWORD);
  const form = page.getByRole('form', { name: 'Cod de verificare' });
  await form.getByRole('heading', { name: 'Verificare în doi pași' }).waitFor();
  return form;
}

/** Signed in: the dashboard's home greets the account (made with the first name Test). */
async function toDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome, Test' }).waitFor();
}

/** Turns the app on from /dashboard/security; answers the key and the recovery codes shown once. */
async function enrol(page: Page, viewport: ViewportName) {
  await page.goto('/dashboard/security');
  const factor = page.getByRole('region', { name: 'Two-step verification' });
  await factor.getByText('Off', { exact: true }).waitFor();
  await audit(page, 'off', viewport);

  await factor.getByRole('button', { name: 'Set up authenticator app' }).click();
  const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
  const qr = setup.getByRole('img', { name: 'QR code of the setup key, for your authenticator app' });
  await qr.waitFor();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await setup.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await audit(page, 'setup', viewport);

  await setup.getByLabel('Code from the app').fill(await appCode(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const panel = page.getByRole('region', { name: 'Your recovery codes' });
  await panel.waitFor();
  const codes = await panel.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await audit(page, 'recovery-codes', viewport);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('smarthome-iasi-recovery-codes.txt');
  const file = await readFile(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);

  await panel.getByRole('button', { name: "I've stored them" }).click();
  await factor.getByText('On', { exact: true }).waitFor();
  await factor.getByText('10 recovery codes left').waitFor();
  return { secret, codes };
}

describe('the second factor: a customer turns on an authenticator app and signs in with it', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(
      `at ${viewport} size: setup, sign-in with a code of the app, then with a recovery code, once`,
      { timeout: FLOW_TIMEOUT_MS },
      async () => {
        const email = newEmail(`totp-${viewport}`);
        await activeAccount(suite, email, PASSWORD);
        const page = await suite.openPage(viewport, { bypassCSP: true });
        await submitSignIn(page, email, PASSWORD);
        await toDashboard(page);
        const { secret, codes } = await enrol(page, viewport);
        await signOut(page);

        // The password alone no longer signs in: the code step follows, ready for the app's code.
        let form = await toCodeStep(page, email);
        const field = form.getByLabel('Codul din aplicație');
        expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
        expect(await field.getAttribute('inputmode')).toBe('numeric');
        await audit(page, 'login-code', viewport);
        await field.fill('000000');
        await form.getByRole('button', { name: 'Verifică' }).click();
        await form
          .getByText('Codul nu este corect. Așteaptă codul următor din aplicație și încearcă din nou.')
          .waitFor();
        await field.fill(await appCode(secret, 1));
        await form.getByRole('button', { name: 'Verifică' }).click();
        await toDashboard(page);
        await signOut(page);

        form = await toCodeStep(page, email);
        await form
          .getByRole('button', { name: 'Nu ai telefonul la tine? Folosește un cod de recuperare' })
          .click();
        await form.getByLabel('Cod de recuperare').fill(codes[0]!);
        await audit(page, 'login-recovery', viewport);
        await form.getByRole('button', { name: 'Verifică' }).click();
        await toDashboard(page);
        await signOut(page);

        // The same recovery code a second time is refused; another one still signs in.
        form = await toCodeStep(page, email);
        await form
          .getByRole('button', { name: 'Nu ai telefonul la tine? Folosește un cod de recuperare' })
          .click();
        await form.getByLabel('Cod de recuperare').fill(codes[0]!);
        await form.getByRole('button', { name: 'Verifică' }).click();
        await form.getByText('Codul de recuperare nu este corect sau a fost deja folosit.').waitFor();
        await form.getByLabel('Cod de recuperare').fill(codes[1]!);
        await form.getByRole('button', { name: 'Verifică' }).click();
        await toDashboard(page);
        await page.goto('/dashboard/security');
        await page
          .getByRole('region', { name: 'Two-step verification' })
          .getByText('8 recovery codes left')
          .waitFor();
      },
    );
  }

  it(
    'a challenge that is not valid (an old link of the Google sign-in) goes back to the password step',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const page = await suite.openPage('desktop');
      await page.goto('/login#second-factor=not-a-challenge');
      const form = page.getByRole('form', { name: 'Cod de verificare' });
      await form.getByLabel('Codul din aplicație').fill('123456');
      await form.getByRole('button', { name: 'Verifică' }).click();
      await page.getByText('Verificarea a expirat. Conectează-te din nou cu emailul și parola.').waitFor();
      await page.getByRole('form', { name: 'Conectare' }).getByLabel('Email').waitFor();
      expect(new URL(page.url()).hash).toBe('');
    },
  );
});
