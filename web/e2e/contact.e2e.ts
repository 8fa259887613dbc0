/**
 * The contact flow and the pages around it in Chromium, at 1280 and 390 px: the form's rules and
 * states with the real ALTCHA widget (its challenges made and its solutions checked here with
 * altcha-lib, as the content service does), and the FAQ accordion from the keyboard. The API is
 * stubbed with page.route. The headings and descriptions of /contact, /faq, /terms, /about and
 * /promotion-details are unit tests (src/pages/public/site-info-pages.test.tsx); their width, images
 * and screenshots at both widths, the page audit's (accessibility.e2e.ts).
 */
import type { BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itAtOneWidth, screenshot, type ViewportName, viewports } from './support/browser';
import { answerCheapChallenge, botCheckSolved, isValidProof } from './support/bot-check';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();
/** How long the page may take to settle after a scroll or a focus change. */
const SETTLE_MS = 5_000;

interface ContactApi {
  /** The bodies POSTed to /api/v0/contact. */
  posted: Array<Record<string, unknown>>;
  /** Answers the POST that is waiting (see `hold`). */
  release(): void;
  /** Answers the bot-check settings that are waiting (`botCheck: 'held'`). */
  answerBotCheck(): void;
}

interface ContactApiOptions {
  /**
   * 'hang': the bot-check settings never arrive (the check cannot load); 'held': they arrive at
   * `answerBotCheck()`.
   */
  botCheck?: 'altcha' | 'hang' | 'held';
  /** How POST /contact answers. */
  send?: 'ok' | 'fail';
  /** Keep the POST unanswered until `release()`, to see the sending state. */
  hold?: boolean;
}

/** The REST calls of the contact page, answered here (no API behind the preview). */
async function stubContactApi(page: Page, options: ContactApiOptions = {}): Promise<ContactApi> {
  const posted: Array<Record<string, unknown>> = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answerBotCheck = () => undefined as void;
  const botCheckHeld = new Promise<void>((resolve) => (answerBotCheck = resolve));
  await page.route('**/api/v0/auth/csrf-token', (route) =>
    route.fulfill({ json: { csrfToken: 'e2e-token' } }),
  );
  await page.route('**/api/v0/contact/bot-check', async (route) => {
    if (options.botCheck === 'hang') return; // never answered
    if (options.botCheck === 'held') await botCheckHeld;
    await route.fulfill({ json: { provider: 'altcha', challengeUrl: '/api/v0/contact/challenge' } });
  });
  await page.route('**/api/v0/contact/challenge', answerCheapChallenge);
  await page.route('**/api/v0/contact', async (route: Route, request: Request) => {
    posted.push(request.postDataJSON() as Record<string, unknown>);
    if (options.hold) await held;
    if (options.send === 'fail') {
      await route.fulfill({ status: 500, json: { message: 'Internal server error', errorId: 'e2e' } });
    } else {
      await route.fulfill({
        status: 201,
        json: { id: '0123456789abcdef01234567', receivedAt: new Date().toISOString(), message: 'ok' },
      });
    }
  });
  return { posted, release, answerBotCheck };
}

async function openPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.openPage(viewport);
  return { context, page };
}

async function fillForm(page: Page) {
  await page.getByLabel('Nume *').fill('Maria Popescu');
  await page.getByLabel('Email *').fill('maria@example.ro');
  await page.getByLabel('Mesaj *').fill('Bună ziua! Aș dori o ofertă pentru un apartament cu 3 camere.');
  await page.getByRole('checkbox', { name: /Sunt de acord/ }).check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Trimite mesajul' });
/** Where an element is on the page, wherever the page is scrolled to. */
const documentTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
/** What the form says when it is sent before its bot check has loaded. */
const waitingNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Se încarcă verificarea...' });

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`contact flow at ${viewport} size (${viewports[viewport].width} px)`, () => {
    itAtOneWidth(viewport)(
      'validates every field with the form’s Romanian texts and clears an error when its field is edited',
      async () => {
        const { page } = await openPage(viewport);
        const api = await stubContactApi(page);
        await page.goto('/contact');
        await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
        await submit(page).click();
        const texts = [
          'Numele este obligatoriu',
          'Email-ul este obligatoriu',
          'Mesajul este obligatoriu',
          'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate',
        ];
        for (const text of texts) await page.getByText(text).waitFor();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
        await screenshot(page, `contact-validation-${viewport}`);

        await page.getByLabel('Email *').fill('maria@example');
        expect(await page.getByText('Email-ul este obligatoriu').count()).toBe(0);
        expect(await page.getByText('Numele este obligatoriu').count()).toBe(1);
        await page.getByLabel('Mesaj *').fill('  scurt   ');
        await submit(page).click();
        await page.getByText('Email-ul nu este valid').waitFor();
        await page.getByText('Mesajul trebuie să conțină cel puțin 10 caractere').waitFor();
        expect(api.posted).toHaveLength(0);
      },
    );

    itAtOneWidth(viewport)(
      'blocks sending with “Se încarcă verificarea...” while the bot check has not loaded',
      async () => {
        const { page } = await openPage(viewport);
        const api = await stubContactApi(page, { botCheck: 'hang' });
        // The browser reports a request as it starts, before anything the page renders after it: by the
        // time the notice shows, a send would have been seen here.
        const sends: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v0/contact')
            sends.push(request.url());
        });
        await page.goto('/contact');
        await fillForm(page);
        await submit(page).click();
        await waitingNotice(page).waitFor();
        expect(sends).toEqual([]);
        expect(api.posted).toHaveLength(0);
      },
    );

    itAtOneWidth(viewport)(
      'sends a message sent while the bot check loaded once it has loaded, at the first try',
      async () => {
        const { page } = await openPage(viewport);
        const api = await stubContactApi(page, { botCheck: 'held' });
        await page.goto('/contact');
        await fillForm(page);
        await submit(page).click();
        await waitingNotice(page).waitFor();
        expect(api.posted).toHaveLength(0);

        api.answerBotCheck();
        await page.getByRole('heading', { name: 'Mesajul a fost trimis cu succes!' }).waitFor();
        expect(api.posted).toHaveLength(1);
        expect(await isValidProof(api.posted[0]!.botToken)).toBe(true);
      },
    );

    it('starts the bot check at the first touch of the form, not before: no ALTCHA code or challenge until then', async () => {
      const { page } = await openPage(viewport);
      await stubContactApi(page);
      const botCheckRequests: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (/\/(bot-check|challenge)$|altcha/i.test(url)) botCheckRequests.push(url);
      });
      await page.goto('/contact');
      // The widget's place: its box as the widget draws it unsolved.
      const place = page.getByText('Nu sunt un robot').locator('..');
      await place.waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      await page.waitForLoadState('networkidle');
      const before = { place: await place.boundingBox(), submit: await documentTop(submit(page)) };
      expect(botCheckRequests).toEqual([]);
      expect(await page.locator('altcha-widget').count()).toBe(0);

      await page.getByLabel('Nume *').focus();
      await botCheckSolved(page);
      // The widget takes its place without moving what follows it.
      expect((await page.locator('altcha-widget').boundingBox())?.height).toBeCloseTo(
        before.place!.height,
        0,
      );
      expect(await documentTop(submit(page))).toBeCloseTo(before.submit, 0);
      expect(botCheckRequests.some((url) => url.endsWith('/contact/challenge'))).toBe(true);
    });

    itAtOneWidth(viewport)(
      'sends with a solved ALTCHA proof: “Se trimite...” on a disabled button, then the success text',
      async () => {
        const { page } = await openPage(viewport);
        const api = await stubContactApi(page, { hold: true });
        await page.goto('/contact');
        await fillForm(page);
        await botCheckSolved(page);
        await screenshot(page, `contact-filled-${viewport}`);
        await submit(page).click();
        const sending = page.getByRole('button', { name: 'Se trimite...' });
        await sending.waitFor();
        expect(await sending.isDisabled()).toBe(true);

        api.release();
        await page.getByRole('heading', { name: 'Mesajul a fost trimis cu succes!' }).waitFor();
        expect(api.posted).toHaveLength(1);
        const [body] = api.posted;
        expect(body).toMatchObject({
          name: 'Maria Popescu',
          email: 'maria@example.ro',
          message: 'Bună ziua! Aș dori o ofertă pentru un apartament cu 3 camere.',
          consent: true,
        });
        expect(await isValidProof(body!.botToken)).toBe(true);
        await screenshot(page, `contact-success-${viewport}`, false);
      },
    );

    itAtOneWidth(viewport)(
      'keeps the message typed and says “A apărut o eroare. Te rog încearcă din nou.” when sending fails',
      async () => {
        const { page } = await openPage(viewport);
        const api = await stubContactApi(page, { send: 'fail' });
        await page.goto('/contact');
        await fillForm(page);
        await submit(page).click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'A apărut o eroare. Te rog încearcă din nou.' })
          .waitFor();
        expect(await page.getByLabel('Nume *').inputValue()).toBe('Maria Popescu');
        // A second try gets a fresh proof (each one counts once on the server).
        await submit(page).click();
        await expect.poll(() => api.posted.length, { timeout: 10_000 }).toBe(2);
        expect(api.posted[0]!.botToken).not.toBe(api.posted[1]!.botToken);
        await screenshot(page, `contact-failure-${viewport}`);
      },
    );

    it('has the floating WhatsApp link, named, opening a new tab, out of the way of the form', async () => {
      const { page } = await openPage(viewport);
      await stubContactApi(page);
      await page.goto('/contact');
      const link = page.getByRole('link', { name: 'Scrie-ne pe WhatsApp (se deschide într-o filă nouă)' });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(await link.getAttribute('target')).toBe('_blank');
      if (viewport === 'mobile') {
        // One column: the button shows once the form is no longer under it (the side cards)...
        await page
          .getByRole('main')
          .getByRole('region', { name: 'Program de contact' })
          .evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await expect.poll(() => link.isVisible(), { timeout: SETTLE_MS }).toBe(true);
        // ...and steps aside while the form passes under it, and while the visitor types.
        await page.getByLabel('Mesaj *').focus();
        await expect.poll(() => link.isVisible(), { timeout: SETTLE_MS }).toBe(false);
        await page.getByLabel('Mesaj *').blur();
      } else {
        expect(await link.isVisible()).toBe(true);
      }
      // Nothing of the form lies under it, wherever the page is scrolled to a control.
      const overlapping = async (control: Locator) => {
        if (!(await link.isVisible())) return false;
        const [a, b] = await Promise.all([link.boundingBox(), control.boundingBox()]);
        if (!a || !b) return false;
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      for (const control of await page.locator('form input, form textarea, form button').all()) {
        await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await expect.poll(() => overlapping(control), { timeout: SETTLE_MS }).toBe(false);
      }
    });

    itAtOneWidth(viewport)('opens and closes the FAQ answers from the keyboard', async () => {
      const { page } = await openPage(viewport);
      await stubContactApi(page);
      await page.goto('/faq');
      const questions = page.getByRole('main').getByRole('button', { expanded: false });
      await questions.first().waitFor();
      expect(await questions.count()).toBe(8);
      const first = page.getByRole('button', { name: 'Cât costă o casă inteligentă cu Home Assistant?' });
      await first.focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      expect(await panel.isVisible()).toBe(true);
      await page.keyboard.press('ArrowDown');
      const second = page.getByRole('button', { name: 'Ce hardware îmi trebuie și de unde îl cumpăr?' });
      expect(await second.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press(' ');
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, `faq-open-${viewport}`);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
    });
  });
}
