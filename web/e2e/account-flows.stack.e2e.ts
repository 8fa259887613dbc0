/**
 * The account flows end to end, in Chromium against the whole product as `make dev` runs it
 * (`@smarthome/dev/testing`): real services, real mails read from the development mailbox, and
 * the local identity provider standing in for Google. What a person does and sees:
 * registration and the activation mail, a forgotten password, a lock-out notice, and
 * "Continuă cu Google".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '@smarthome/dev/testing';
import { activeAccount, newEmail } from './support/accounts';
import { screenshot } from './support/browser';
import { submitSignIn, useDevStackAndBrowser } from './support/dev-stack-suite';

const PASSWORD = 'parola-buna-7';

/**
 * Each test waits for real mails and real sign-ins (argon2id, 19 MiB, per attempt): a few
 * seconds on an idle two-core machine, many times that on a busy one.
 */
const FLOW_TIMEOUT_MS = 120_000;

const suite = useDevStackAndBrowser();

const openPage = () => suite.openPage('desktop');

/** The header's account entry once signed in: 'Welcome' and the part of the e-mail before @. */
async function expectWelcome(page: Page, email: string) {
  await page
    .getByRole('button', { name: `Welcome ${email.split('@')[0]}` })
    .first()
    .waitFor();
}

/**
 * A password sign-in without returnTo lands on the dashboard, which names the account; the public
 * header then greets it too. Waiting for the URL first: the header's greeting also shows for the
 * moment between the sign-in and the dashboard's lazy chunk, which is not where the flow ends.
 */
async function expectSignedInToDashboard(page: Page, email: string) {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText(email, { exact: true }).first().waitFor();
  await page.goto('/');
  await expectWelcome(page, email);
}

describe('registration and activation', () => {
  it(
    'register → the activation mail → its link → /login confirms in Romanian → sign in → Welcome',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const page = await openPage();
      const email = newEmail('ana');
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Creează cont' });
      await form.getByLabel('Prenume').fill('Ana');
      await form.getByLabel('Nume', { exact: true }).fill('Ionescu');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Parolă', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirmă parola').fill(PASSWORD);
      await form.getByRole('button', { name: 'Creează contul' }).click();
      await page.getByText('Contul a fost creat. Verificați e-mailul pentru linkul de activare.').waitFor();

      // Inactive until the link is followed.
      await submitSignIn(page, email, PASSWORD);
      await page.getByText('Contul nu este activ. Folosiți linkul de activare primit pe e-mail.').waitFor();

      const mail = await suite.stack.waitForMail(
        email,
        (m) => m.subject === 'Activează-ți contul SmartHome Iași',
      );
      await page.goto(linkIn(mail, `${suite.stack.siteUrl}/api/v0/auth/activate?token=`));
      await page.getByText('Contul tău a fost activat. Te poți conecta acum.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await screenshot(page, 'flow-activated', false);

      await submitSignIn(page, email, PASSWORD);
      await expectSignedInToDashboard(page, email);
    },
  );
});

describe('forgotten password', () => {
  it(
    'the reset link from the mailbox sets a new password; the old one no longer works',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const email = newEmail('radu');
      await activeAccount(suite, email, PASSWORD);
      const page = await openPage();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Ai uitat parola?' }).click();
      // The page is a lazy chunk: until it is shown, 'Email' is still the login form's field.
      const send = page.getByRole('button', { name: 'Trimite linkul de resetare' });
      await send.waitFor();
      await page.getByLabel('Email').fill(email);
      await send.click();
      await page.getByRole('heading', { name: 'Verifică-ți emailul' }).waitFor();

      const mail = await suite.stack.waitForMail(
        email,
        (m) => m.subject === 'Resetarea parolei contului tău SmartHome Iași',
      );
      await page.goto(linkIn(mail, `${suite.stack.siteUrl}/reset-password?token=`));
      const newPassword = 'parola-noua-9';
      await page.getByLabel('Parola nouă', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirmă parola nouă').fill(newPassword);
      await page.getByRole('button', { name: 'Salvează parola nouă' }).click();
      await page.getByRole('heading', { name: 'Parola a fost schimbată' }).waitFor();

      await submitSignIn(page, email, PASSWORD);
      await page.getByText('Email sau parolă incorectă.').waitFor();
      await submitSignIn(page, email, newPassword);
      await expectSignedInToDashboard(page, email);
    },
  );
});

describe('brute-force protection', () => {
  it(
    '5 wrong passwords lock the account and its owner gets the lock-out notice by mail',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const email = newEmail('ion');
      await activeAccount(suite, email, PASSWORD);
      const page = await openPage();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await submitSignIn(page, email, `gresita-${attempt}`);
        await page.getByText('Email sau parolă incorectă.').waitFor();
      }
      const notice = await suite.stack.waitForMail(
        email,
        (m) => m.subject === 'Contul tău SmartHome Iași a fost blocat temporar',
      );
      expect(notice.text).toContain(`${suite.stack.siteUrl}/login`);
      // Locked: even the right password gets the same answer until the lock ends.
      await submitSignIn(page, email, PASSWORD);
      await page.getByText('Email sau parolă incorectă.').waitFor();
    },
  );
});

describe('Continuă cu Google (the local identity provider)', () => {
  it(
    'signs in through the provider and lands signed in, with an account opened for the address',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const page = await openPage();
      const email = newEmail('maria');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continuă cu Google' }).click();
      await page.getByText('Doar pentru dezvoltare — acesta nu este Google.').waitFor();
      await screenshot(page, 'flow-identity-provider', false);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Continuă / Continue' }).click();
      await expectWelcome(page, email);
      // /oauth-callback confirmed the session and went on to the home page.
      await page.waitForURL((url) => url.pathname === '/');
    },
  );

  it(
    'shows why when the provider does not vouch for the address, with the way back to login',
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const page = await openPage();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continuă cu Google' }).click();
      await page.getByLabel('E-mail').fill(newEmail('neverificat'));
      await page.getByLabel(/Adresă verificată/).uncheck();
      await page.getByRole('button', { name: 'Continuă / Continue' }).click();
      await page.getByText('Contul Google nu are o adresă de e-mail verificată.', { exact: false }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/oauth-callback');
      await page.getByRole('link', { name: 'Înapoi la conectare' }).click();
      await page.getByRole('heading', { level: 1, name: 'Conectare' }).waitFor();
    },
  );
});
