/**
 * The account screens and the users admin in Chromium, at desktop and mobile sizes. Without
 * E2E_BASE_URL no API exists: every call fails as when the gateway is down, so the screens show their
 * fallback texts. Where a screen needs an answer to be seen at all (a success view, the users table),
 * that one call is stubbed with page.route (a signed-in profile with signInAs).
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itAtOneWidth, screenshot, type ViewportName, viewports } from './support/browser';
import { signInAs } from './support/session';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

async function openPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.openPage(viewport);
  return { context, page };
}

const stub = (page: Page, path: string, status: number, body: unknown, method?: string) =>
  page.route(`**/api/v0${path}`, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );

const withCsrf = (page: Page) => stub(page, '/auth/csrf-token', 200, { csrfToken: 'e2e-token' });

/** Nothing sticks out sideways: the page is as wide as the window. */
async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const fieldError = (page: Page, label: string) =>
  page.evaluate((text) => {
    const labelEl = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === text);
    const input = labelEl ? document.getElementById(labelEl.htmlFor) : null;
    const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
    return { invalid: input?.getAttribute('aria-invalid') === 'true', text: error?.textContent ?? null };
  }, label);

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`account screens at ${viewport} size`, () => {
    it('/login has the fields, both social buttons and the links; checks required fields; falls back when the API is down', async () => {
      const { page } = await openPage(viewport);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Conectare' }).waitFor();
      expect(await page.getByRole('link', { name: 'Continuă cu Google' }).getAttribute('href')).toBe(
        '/api/v0/auth/google',
      );
      expect(await page.getByRole('button', { name: 'Continuă cu Facebook' }).isDisabled()).toBe(true);
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Creează un cont' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(await main.getByRole('link', { name: 'Ai uitat parola?' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
      expect(
        await main
          .getByRole('link', { name: 'Termenii și Politica de Confidențialitate' })
          .getAttribute('href'),
      ).toBe('/terms');
      await expectNoHorizontalScroll(page);
      await screenshot(page, `login-page-${viewport}`);

      await page.getByRole('button', { name: 'Conectare', exact: true }).click();
      expect(await fieldError(page, 'Email')).toEqual({ invalid: true, text: 'Email-ul este obligatoriu' });
      expect(await fieldError(page, 'Parolă')).toEqual({ invalid: true, text: 'Parola este obligatorie' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
      await screenshot(page, `login-validation-${viewport}`, false);

      await page.getByLabel('Email').fill('ion@example.ro');
      expect((await fieldError(page, 'Email')).text).toBeNull();
      await page.getByLabel('Parolă', { exact: true }).fill('secret1');
      await page.getByRole('button', { name: 'Conectare', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Autentificare eșuată. Vă rugăm să verificați datele de conectare.' })
        .waitFor();
    });

    itAtOneWidth(viewport)(
      '/login shows the activation confirmation, the activation error and the chat hint',
      async () => {
        const { page } = await openPage(viewport);
        await page.goto('/login?activated=1');
        await page.getByText('Contul tău a fost activat. Te poți conecta acum.').waitFor();
        await screenshot(page, `login-activated-${viewport}`, false);

        await page.goto('/login?activation=invalid');
        await page
          .getByRole('alert')
          .filter({ hasText: 'Linkul de activare nu este valid sau a expirat.' })
          .waitFor();
        await screenshot(page, `login-activation-invalid-${viewport}`, false);

        await page.goto('/login?source=chat&returnTo=/');
        await page.getByText('Conectează-te pentru a continua conversația cu asistentul virtual.').waitFor();
        expect(await page.getByRole('link', { name: 'Continuă cu Google' }).getAttribute('href')).toBe(
          '/api/v0/auth/google?returnTo=%2F',
        );
      },
    );

    itAtOneWidth(viewport)(
      '/register checks every field, the length and the match, then falls back when the API is down',
      async () => {
        const { page } = await openPage(viewport);
        await page.goto('/register');
        await page.getByRole('heading', { level: 1, name: 'Creează cont' }).waitFor();
        expect(await page.getByRole('link', { name: 'Continuă cu Google' }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Continuă cu Facebook' }).isDisabled()).toBe(true);
        const consent = page.getByRole('main').getByText('Prin crearea contului accepți');
        expect(await consent.getByRole('link', { name: 'termenii serviciului' }).getAttribute('href')).toBe(
          '/terms',
        );
        expect(
          await consent.getByRole('link', { name: 'nota de confidențialitate' }).getAttribute('href'),
        ).toBe('/terms#confidentialitate');
        await expectNoHorizontalScroll(page);
        await screenshot(page, `register-${viewport}`);

        const submit = page.getByRole('button', { name: 'Creează contul' });
        await submit.click();
        expect((await fieldError(page, 'Prenume')).text).toBe('Prenumele este obligatoriu');
        expect((await fieldError(page, 'Nume')).text).toBe('Numele este obligatoriu');
        expect((await fieldError(page, 'Email')).text).toBe('Email-ul este obligatoriu');
        expect((await fieldError(page, 'Parolă')).text).toBe('Parola este obligatorie');
        expect((await fieldError(page, 'Confirmă parola')).text).toBe('Confirmarea parolei este obligatorie');
        await screenshot(page, `register-validation-${viewport}`);

        await page.getByLabel('Prenume').fill('Ana');
        await page.getByLabel('Nume', { exact: true }).fill('Ionescu');
        await page.getByLabel('Email').fill('ana@example.ro');
        await page.getByLabel('Parolă', { exact: true }).fill('abc');
        await page.getByLabel('Confirmă parola').fill('abc');
        await submit.click();
        expect((await fieldError(page, 'Parolă')).text).toBe(
          'Parola trebuie să conțină cel puțin 6 caractere',
        );
        expect((await fieldError(page, 'Confirmă parola')).text).toBe(
          'Confirmarea parolei trebuie să conțină cel puțin 6 caractere',
        );

        await page.getByLabel('Parolă', { exact: true }).fill('Ceai-verde-2026');
        await page.getByLabel('Confirmă parola').fill('Ceai-verde-2027');
        await submit.click();
        expect((await fieldError(page, 'Confirmă parola')).text).toBe('Parolele nu corespund');

        await page.getByLabel('Confirmă parola').fill('Ceai-verde-2026');
        await submit.click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Înregistrarea a eșuat. Vă rugăm să încercați din nou.' })
          .waitFor();
      },
    );

    itAtOneWidth(viewport)(
      '/register shows the server message and a link to login when the account awaits activation',
      async () => {
        const { page } = await openPage(viewport);
        await withCsrf(page);
        await stub(page, '/auth/register', 201, {
          user: {
            id: '9',
            firstName: 'Ana',
            lastName: 'Ionescu',
            email: 'ana@example.ro',
            role: 'user',
            active: false,
          },
          message: 'Cont creat. Verifică-ți emailul pentru a-l activa.',
          shouldRedirect: false,
        });
        await page.goto('/register');
        await page.getByLabel('Prenume').fill('Ana');
        await page.getByLabel('Nume', { exact: true }).fill('Ionescu');
        await page.getByLabel('Email').fill('ana@example.ro');
        await page.getByLabel('Parolă', { exact: true }).fill('Ceai-verde-2026');
        await page.getByLabel('Confirmă parola').fill('Ceai-verde-2026');
        await page.getByRole('button', { name: 'Creează contul' }).click();
        await page.getByRole('heading', { level: 1, name: 'Contul a fost creat' }).waitFor();
        await page.getByText('Cont creat. Verifică-ți emailul pentru a-l activa.').waitFor();
        expect(await page.getByRole('link', { name: 'Mergi la conectare' }).getAttribute('href')).toBe(
          '/login',
        );
        await screenshot(page, `register-success-${viewport}`, false);
      },
    );

    itAtOneWidth(viewport)(
      '/forgot-password checks the address, falls back when the API is down, and confirms neutrally',
      async () => {
        const { page } = await openPage(viewport);
        await page.goto('/forgot-password');
        await page.getByRole('heading', { level: 1, name: 'Ai uitat parola?' }).waitFor();
        await expectNoHorizontalScroll(page);
        await screenshot(page, `forgot-password-${viewport}`);
        const submit = page.getByRole('button', { name: 'Trimite linkul de resetare' });
        await submit.click();
        expect((await fieldError(page, 'Email')).text).toBe('Email-ul este obligatoriu');
        await page.getByLabel('Email').fill('ana@');
        await submit.click();
        expect((await fieldError(page, 'Email')).text).toBe('Email-ul nu este valid');
        await page.getByLabel('Email').fill('ana@example.ro');
        await submit.click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Nu am putut trimite linkul de resetare. Te rugăm să încerci din nou.' })
          .waitFor();

        await withCsrf(page);
        await stub(page, '/auth/forgot-password', 200, {
          message: 'If the address exists, a link was sent.',
        });
        await submit.click();
        await page.getByRole('heading', { level: 1, name: 'Verifică-ți emailul' }).waitFor();
        await page
          .getByText(
            'Dacă există un cont asociat adresei ana@example.ro, vei primi în câteva minute un email cu un link pentru resetarea parolei.',
          )
          .waitFor();
        await screenshot(page, `forgot-password-sent-${viewport}`, false);
      },
    );

    it('/reset-password: no token is an invalid link; the new password follows the register rules', async () => {
      const { page } = await openPage(viewport);
      await page.goto('/reset-password');
      await page.getByRole('heading', { level: 1, name: 'Link invalid sau expirat' }).waitFor();
      expect(await page.getByRole('link', { name: 'Cere un link nou' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
      await screenshot(page, `reset-password-invalid-${viewport}`, false);

      await page.goto('/reset-password?token=abc123');
      await page.getByRole('heading', { level: 1, name: 'Alege o parolă nouă' }).waitFor();
      await expectNoHorizontalScroll(page);
      const submit = page.getByRole('button', { name: 'Salvează parola nouă' });
      await page.getByLabel('Parola nouă', { exact: true }).fill('Ceai-verde-2026');
      await page.getByLabel('Confirmă parola nouă').fill('Ceai-verde-2062');
      await submit.click();
      expect((await fieldError(page, 'Confirmă parola nouă')).text).toBe('Parolele nu corespund');
      await screenshot(page, `reset-password-${viewport}`, false);

      await page.getByLabel('Confirmă parola nouă').fill('Ceai-verde-2026');
      await submit.click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Parola nu a putut fi schimbată. Te rugăm să încerci din nou.' })
        .waitFor();

      await withCsrf(page);
      await stub(page, '/auth/reset-password', 200, { message: 'Password updated' });
      await submit.click();
      await page.getByRole('heading', { level: 1, name: 'Parola a fost schimbată' }).waitFor();
      expect(await page.getByRole('link', { name: 'Mergi la conectare' }).getAttribute('href')).toBe(
        '/login',
      );
      await screenshot(page, `reset-password-done-${viewport}`, false);
    });

    itAtOneWidth(viewport)('/oauth-callback shows the error with a button back to login', async () => {
      const { page } = await openPage(viewport);
      await page.goto('/oauth-callback?error=access_denied');
      await page.getByRole('alert').filter({ hasText: 'Autentificare cu Google eșuată.' }).waitFor();
      expect(await page.getByRole('link', { name: 'Înapoi la conectare' }).getAttribute('href')).toBe(
        '/login',
      );
      await screenshot(page, `oauth-callback-error-${viewport}`, false);

      // No API: the profile call fails, the session cannot be confirmed.
      await page.goto('/oauth-callback');
      await page.getByRole('alert').filter({ hasText: 'Eroare la autentificare' }).waitFor();
    });
  });
}

describe('/oauth-callback in Chromium', () => {
  it('confirms the session with GET /auth/profile and goes to returnTo', async () => {
    const { context, page } = await openPage('desktop');
    // What the Google callback leaves: the session (and its hint) the profile then confirms.
    await signInAs(context, suite.site.baseURL, {
      id: '3',
      firstName: 'Ana',
      lastName: 'Ionescu',
      email: 'ana@example.ro',
      role: 'user',
      active: true,
      authProvider: 'google',
    });
    await page.goto('/oauth-callback?returnTo=%2Fdashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ana' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});

const admin = {
  id: '1',
  firstName: 'Andrei',
  lastName: 'Popescu',
  email: 'andrei.popescu@example.ro',
  role: 'admin',
  active: true,
  authProvider: '',
  createdAt: '2025-11-04T09:12:00.000Z',
};
const users = [
  admin,
  {
    id: '2',
    firstName: 'Maria',
    lastName: 'Ionescu',
    email: 'maria.ionescu@example.ro',
    role: 'installer',
    active: true,
    authProvider: 'google',
    createdAt: '2025-12-01T16:40:00.000Z',
  },
  {
    id: '3',
    firstName: 'Ion',
    lastName: 'Vasilescu',
    email: 'ion.vasilescu@example.ro',
    role: 'user',
    active: false,
    authProvider: '',
    createdAt: '2026-02-18T08:05:00.000Z',
  },
  {
    id: '4',
    firstName: 'Elena',
    lastName: 'Dumitrescu',
    email: 'elena.dumitrescu@example.ro',
    role: 'user',
    active: true,
    authProvider: 'google',
    createdAt: '2026-03-09T19:30:00.000Z',
  },
];

/**
 * The gateway's /graphql for the dashboard screens: `answers` maps an operation name to its `data`;
 * any other operation falls through to the missing API (its call fails, as when the gateway is down).
 */
const stubGraphQL = (page: Page, answers: Record<string, unknown>) =>
  page.route('**/graphql', (route) => {
    const { operationName } = (route.request().postDataJSON() ?? {}) as { operationName?: string };
    const data = operationName ? answers[operationName] : undefined;
    return data === undefined
      ? route.fallback()
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  });

/** A user as /graphql answers it: typed for the cache; no sign-in provider is null. */
const asGraphQL = (user: (typeof users)[number]) => ({
  __typename: 'User',
  ...user,
  authProvider: user.authProvider || null,
});

async function openUsers(viewport: ViewportName, withList: boolean) {
  const { context, page } = await openPage(viewport);
  await signInAs(context, suite.site.baseURL, admin);
  if (withList) {
    const usersPage = {
      __typename: 'UserPage',
      items: users.map(asGraphQL),
      total: users.length,
      totalPages: 1,
      page: 1,
    };
    await stubGraphQL(page, { UsersPage: { usersPage } });
  }
  await page.goto('/dashboard/users');
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  return { context, page };
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`users admin at ${viewport} size`, () => {
    it(`lists the users as a ${viewport === 'desktop' ? 'table' : 'list of cards'}, an admin protected from delete`, async () => {
      const { page } = await openUsers(viewport, true);
      await page.getByText('4 accounts').waitFor();
      if (viewport === 'desktop') {
        const table = page.getByRole('table', { name: 'User accounts' });
        // At 1280 px, beside the sidebar, the table is under 980 px wide: the creation date gives way first.
        expect(await table.getByRole('columnheader').allTextContents()).toEqual([
          'Name',
          'Email',
          'Role',
          'Status',
          'Sign-in',
          'Actions',
        ]);
        expect(await table.getByRole('row').count()).toBe(5);
      } else {
        expect(await page.getByRole('list', { name: 'User accounts' }).getByRole('listitem').count()).toBe(4);
        expect(await page.getByRole('table').count()).toBe(0);
      }
      expect(await page.getByRole('button', { name: 'Delete Andrei Popescu' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Deactivate Andrei Popescu' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete Maria Ionescu' }).isEnabled()).toBe(true);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `users-${viewport}`);
    });

    itAtOneWidth(viewport)('opens the edit form, checks it, and asks before deleting', async () => {
      const { page } = await openUsers(viewport, true);
      await page.getByRole('button', { name: 'Edit Maria Ionescu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit user' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('First name').inputValue()).toBe('Maria');
      expect(await dialog.getByLabel('Role').inputValue()).toBe('installer');
      await dialog.getByLabel('First name').fill('');
      await dialog.getByLabel('Email').fill('maria@');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await dialog.getByText('First name is required').waitFor();
      await dialog.getByText('Email is not valid').waitFor();
      await screenshot(page, `users-edit-${viewport}`, false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Delete Elena Dumitrescu' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
      await confirm
        .getByText(
          'Are you sure you want to delete Elena Dumitrescu (elena.dumitrescu@example.ro)? This action cannot be undone.',
        )
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await screenshot(page, `users-delete-confirm-${viewport}`, false);

      // No API behind the delete: the screen's own failure text.
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alert').filter({ hasText: 'Failed to delete user. Please try again.' }).waitFor();
    });

    itAtOneWidth(viewport)('activates a user and hides the message after 3 seconds', async () => {
      const { page } = await openUsers(viewport, true);
      await stubGraphQL(page, {
        SetUserActive: { setUserActive: asGraphQL({ ...users[2]!, active: true }) },
      });
      await stub(page, '/auth/csrf-token', 200, { csrfToken: 'e2e-token' });
      await page.getByRole('button', { name: 'Activate Ion Vasilescu' }).click();
      const message = page.getByRole('status').filter({ hasText: 'User activated successfully' });
      await message.waitFor();
      await page.getByRole('button', { name: 'Deactivate Ion Vasilescu' }).waitFor();
      await screenshot(page, `users-activated-${viewport}`, false);
      await message.waitFor({ state: 'detached', timeout: 5_000 });
    });

    itAtOneWidth(viewport)(
      "says 'Failed to load users. Please try again later.' when the API is down",
      async () => {
        const { page } = await openUsers(viewport, false);
        await page
          .getByRole('alert')
          .filter({ hasText: 'Failed to load users. Please try again later.' })
          .waitFor();
        await page.getByRole('button', { name: 'Try Again' }).waitFor();
        await screenshot(page, `users-load-error-${viewport}`, false);
      },
    );
  });
}

describe('a page opened before a deploy', () => {
  it('reloads once when a screen of its build is gone, then says so under the header with a way to reload', async () => {
    const { page } = await openPage('mobile');
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Conectare' }).waitFor();
    // The new build names its files by other hashes: the old register screen's module is gone.
    const registerModule = '**/assets/register-page-*.js';
    const gone = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
    await page.route(registerModule, gone);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('main').getByRole('link', { name: 'Creează un cont' }).click();
    // The page reloaded for the new build; the module is still missing, so it now says so.
    await page.getByRole('heading', { level: 1, name: 'Pagina nu a putut fi afișată' }).waitFor();
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Mergi la prima pagină' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'route-error-mobile', false);

    await page.unroute(registerModule, gone);
    await page.getByRole('button', { name: 'Reîncarcă pagina' }).click();
    await page.getByRole('heading', { level: 1, name: 'Creează cont' }).waitFor();
  });
});
