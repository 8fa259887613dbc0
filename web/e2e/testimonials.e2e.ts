/**
 * /testimonials and /testimonials/add in Chromium at 1280 and 390 px: the list (cards, stars, avatar
 * or initial, the pager in the address, loading, error with retry, empty), the form's rules and
 * states with the real ALTCHA widget (its challenges made and its proofs checked here with altcha-lib,
 * as the content service does), the star rating from the keyboard, the return to the list 3 s after
 * sending, axe on every state, and screenshots to look at. The API is stubbed per browser context.
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describeAtOneWidth,
  itAtOneWidth,
  screenshot,
  screenshotOnFailure,
  type ViewportName,
  viewports,
} from './support/browser';
import { answerCheapChallenge, beginWithForm, isValidProof } from './support/bot-check';
import { axeViolations, horizontalOverflow } from './support/page-audit';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

const FAILURE = 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.';
/** Longer than the 3 s the thanks stay on screen, with room for a busy machine. */
const REDIRECT_WAIT_MS = 10_000;

const names = [
  'Maria Popescu',
  'Andrei Ionescu',
  'Elena Rusu',
  'Ștefan Vasilescu',
  'Ioana Munteanu',
  'Mihai Ciobanu',
  'Cristina Lungu',
  'Radu Apostol',
];
const contents = [
  'Am automatizat luminile și centrala. Totul merge local, chiar și când pică internetul, iar aplicația e foarte simplă.',
  'Instalare rapidă și explicații clare. Irigația pornește singură când solul e uscat.',
  'Senzorii de temperatură din fiecare cameră m-au ajutat să reduc factura la gaz.',
  'Poarta garajului se deschide din telefon și primesc notificare dacă rămâne deschisă.',
  'Foarte mulțumită de dashboard: văd consumul panourilor solare dintr-o privire.',
  'Suportul după instalare a fost prompt, mi-a răspuns la toate întrebările.',
  'Recomand! Configurarea a durat două zile și totul a fost testat împreună cu mine.',
  'Beciul are acum ventilație automată după umiditate. Nu mai am probleme cu mucegaiul.',
];

/** Eight approved testimonials, newest first: 6 on the first page, 2 on the second. */
const testimonials = names.map((name, i) => ({
  id: `t${i + 1}`,
  client_name: name,
  position: i % 3 === 2 ? null : i % 2 === 0 ? 'Proprietar de casă' : 'Inginer software',
  company: i === 1 ? 'Tech Solutions SRL' : null,
  content: contents[i]!,
  rating: i === 2 ? 4 : 5,
  avatar_url: i === 0 ? '/e2e-avatars/maria.svg' : null,
  is_approved: true,
  created_at: new Date(Date.UTC(2026, 2, 20 - i * 3, 10)).toISOString(),
}));

const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#0f7566"/><circle cx="48" cy="38" r="18" fill="#d7f0ea"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#d7f0ea"/></svg>';

type ListMode = 'list' | 'empty' | 'fail-once' | 'hang';

interface TestimonialApi {
  /** The pages of the approved list asked for, in order. */
  pagesAsked: number[];
  /** The bodies POSTed to /api/v0/testimonials/submit. */
  posted: Array<Record<string, unknown>>;
  /** Answers the POST that is waiting (see `hold`). */
  release(): void;
}

interface ApiOptions {
  list?: ListMode;
  /** 'hang': the bot-check settings never arrive (the check cannot load). */
  botCheck?: 'altcha' | 'hang';
  /** How POST /testimonials/submit answers. */
  submit?: 'ok' | 'invalid' | 'fail';
  /** Keep the POST unanswered until `release()`, to see the sending state. */
  hold?: boolean;
}

/** The REST calls of both pages, answered here (no API behind the preview). */
async function stubApi(context: BrowserContext, options: ApiOptions = {}): Promise<TestimonialApi> {
  const api: TestimonialApi = { pagesAsked: [], posted: [], release: () => undefined };
  const held = new Promise<void>((resolve) => (api.release = resolve));
  let listCalls = 0;
  await context.route('**/api/v0/auth/csrf-token', (route) =>
    route.fulfill({ json: { csrfToken: 'e2e-token' } }),
  );
  await context.route('**/e2e-avatars/*', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: AVATAR_SVG }),
  );
  await context.route('**/api/v0/testimonials/approved?*', async (route: Route, request: Request) => {
    const query = new URL(request.url()).searchParams;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    api.pagesAsked.push(page);
    listCalls += 1;
    const mode = options.list ?? 'list';
    if (mode === 'hang') return;
    if (mode === 'fail-once' && listCalls === 1) {
      return route.fulfill({ status: 500, json: { message: 'Internal server error', errorId: 'e2e' } });
    }
    const all = mode === 'empty' ? [] : testimonials;
    await route.fulfill({
      json: {
        data: all.slice((page - 1) * limit, page * limit),
        totalPages: Math.ceil(all.length / limit),
      },
    });
  });
  await context.route('**/api/v0/testimonials/bot-check', async (route) => {
    if (options.botCheck === 'hang') return; // never answered
    await route.fulfill({ json: { provider: 'altcha', challengeUrl: '/api/v0/testimonials/challenge' } });
  });
  await context.route('**/api/v0/testimonials/challenge', answerCheapChallenge);
  await context.route('**/api/v0/testimonials/submit', async (route: Route, request: Request) => {
    api.posted.push(request.postDataJSON() as Record<string, unknown>);
    if (options.hold) await held;
    if (options.submit === 'fail') {
      await route.fulfill({ status: 500, json: { message: 'Internal server error', errorId: 'e2e' } });
    } else if (options.submit === 'invalid') {
      await route.fulfill({
        status: 400,
        json: { errors: [{ msg: 'Numele este obligatoriu' }, { msg: 'Verificarea anti-spam nu a reușit.' }] },
      });
    } else {
      await route.fulfill({
        status: 201,
        json: {
          id: 'n1',
          is_approved: false,
          message: 'Mulțumim! Mărturia ta a fost trimisă și așteaptă aprobarea.',
        },
      });
    }
  });
  return api;
}

async function openPage(
  viewport: ViewportName,
  options: ApiOptions = {},
): Promise<{ context: BrowserContext; page: Page; api: TestimonialApi }> {
  const { context, page } = await suite.openPage(viewport);
  const api = await stubApi(context, options);
  screenshotOnFailure(page);
  return { context, page, api };
}

/** Everything a visitor would notice is wrong with the page as it is now. */
async function pageProblems(page: Page): Promise<string[]> {
  return [...(await horizontalOverflow(page)), ...(await axeViolations(page))];
}

const cards = (page: Page) => page.getByRole('main').getByRole('figure');
const submit = (page: Page) => page.getByRole('button', { name: 'Trimite mărturia' });

async function fillForm(page: Page) {
  await page.getByLabel('Nume *').fill('Maria Popescu');
  await page.getByLabel('Funcție (opțional)').fill('Proprietar de casă');
  await page.getByLabel('Mărturia ta *').fill('Totul funcționează local, chiar și fără internet. Recomand!');
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`/testimonials at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it('shows the approved testimonials 6 a page, with stars, avatar or initial, and pages in the address', async () => {
      const { page, api } = await openPage(viewport);
      await page.goto('/testimonials');
      await page.getByRole('heading', { level: 1, name: 'Testimoniale' }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(6);
      const first = cards(page).first();
      expect(await first.getByRole('img', { name: '5 din 5 stele' }).count()).toBe(1);
      expect(await first.getByText('Maria Popescu').count()).toBe(1);
      await expect
        .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const second = cards(page).nth(1);
      expect(await second.getByText('Inginer software, Tech Solutions SRL').count()).toBe(1);
      expect(await second.getByText('A', { exact: true }).count()).toBe(1);
      expect(await cards(page).nth(2).getByRole('img', { name: '4 din 5 stele' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Adaugă o mărturie' }).count()).toBeGreaterThan(0);
      expect(await pageProblems(page)).toEqual([]);
      await screenshot(page, `testimonials-${viewport}`);
      await screenshot(page, `testimonials-${viewport}-first-screen`, false);

      const pager = page.getByRole('navigation', { name: 'Paginare' });
      await pager.getByRole('link', { name: 'Pagina 2' }).click();
      await page.getByText('Cristina Lungu').waitFor();
      expect(new URL(page.url()).search).toBe('?page=2');
      expect(await cards(page).count()).toBe(2);
      expect(await pager.getByRole('link', { name: 'Pagina 1' }).count()).toBe(1);
      expect(await page.getByText('Pagina 2 din 2').count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Ce spun clienții');
      await screenshot(page, `testimonials-page-2-${viewport}`);

      await page.goBack();
      await page.getByText('Mihai Ciobanu').waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(api.pagesAsked).toEqual([1, 2, 1]);
    });

    itAtOneWidth(viewport)(
      'says it is loading, then shows the Romanian error with a retry that loads the list',
      async () => {
        const loading = await openPage(viewport, { list: 'hang' });
        await loading.page.goto('/testimonials');
        await loading.page.getByRole('status').filter({ hasText: 'Se încarcă mărturiile...' }).waitFor();
        await screenshot(loading.page, `testimonials-loading-${viewport}`, false);
        await loading.page.close();

        const { page, api } = await openPage(viewport, { list: 'fail-once' });
        await page.goto('/testimonials');
        const alert = page.getByRole('alert').filter({ hasText: 'Nu am putut încărca mărturiile' });
        await alert.waitFor();
        expect(await pageProblems(page)).toEqual([]);
        await screenshot(page, `testimonials-error-${viewport}`, false);
        await page.getByRole('button', { name: 'Încearcă din nou' }).click();
        await cards(page).first().waitFor();
        expect(await alert.count()).toBe(0);
        expect(api.pagesAsked).toEqual([1, 1]);
      },
    );

    itAtOneWidth(viewport)('invites the first testimonial when none is published', async () => {
      const { page } = await openPage(viewport, { list: 'empty' });
      await page.goto('/testimonials');
      await page.getByRole('heading', { name: 'Încă nu există mărturii publicate' }).waitFor();
      await page.getByRole('link', { name: 'Scrie prima mărturie' }).click();
      await page.getByRole('heading', { level: 1, name: 'Adaugă o mărturie' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/testimonials/add');
    });
  });

  describeAtOneWidth(viewport)(
    `/testimonials/add at ${viewport} size (${viewports[viewport].width} px)`,
    () => {
      it('validates with the agreed texts, clears an error when its field is edited, rates from the keyboard', async () => {
        const { page, api } = await openPage(viewport);
        await page.goto('/testimonials/add');
        await beginWithForm(page);
        await page.locator('altcha-widget').waitFor();
        expect(await pageProblems(page)).toEqual([]);
        await screenshot(page, `testimonial-form-${viewport}`);

        await submit(page).click();
        await page.getByText('Numele este obligatoriu').waitFor();
        await page.getByText('Conținutul mărturiei este obligatoriu').waitFor();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('testimonial-clientName');
        expect(await pageProblems(page)).toEqual([]);
        await screenshot(page, `testimonial-form-validation-${viewport}`);

        await page.getByLabel('Nume *').fill('Maria');
        await expect.poll(() => page.getByText('Numele este obligatoriu').count()).toBe(0);
        expect(await page.getByText('Conținutul mărturiei este obligatoriu').count()).toBe(1);
        await page.getByLabel('Mărturia ta *').fill('   scurt    ');
        await submit(page).click();
        await page.getByText('Mărturia trebuie să aibă cel puțin 10 caractere').waitFor();

        const rating = page.getByRole('group', { name: 'Evaluare *' });
        const five = rating.getByRole('radio', { name: '5 stele' });
        expect(await five.isChecked()).toBe(true);
        await five.focus();
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => rating.getByRole('radio', { name: '4 stele' }).isChecked()).toBe(true);
        expect(await five.isChecked()).toBe(false);
        expect(api.posted).toHaveLength(0);
      });

      it('blocks sending with “Se încarcă verificarea...” while the bot check has not loaded', async () => {
        const { page, api } = await openPage(viewport, { botCheck: 'hang' });
        await page.goto('/testimonials/add');
        await fillForm(page);
        await submit(page).click();
        // The refusal is decided before any request: once the notice shows, nothing was sent.
        await page.getByRole('status').filter({ hasText: 'Se încarcă verificarea...' }).waitFor();
        expect(api.posted).toHaveLength(0);
        expect(await submit(page).isEnabled()).toBe(true);
      });

      it('sends with a solved ALTCHA proof, thanks, says it awaits approval, then goes to the list after 3 s', async () => {
        const { page, api } = await openPage(viewport, { hold: true });
        await page.goto('/testimonials/add');
        await beginWithForm(page);
        await page.locator('altcha-widget').waitFor();
        await fillForm(page);
        // A click on the fourth star (its radio lies over it, transparent).
        await page.getByRole('group', { name: 'Evaluare *' }).getByRole('radio', { name: '4 stele' }).click();
        await screenshot(page, `testimonial-form-filled-${viewport}`);
        await submit(page).click();
        const sending = page.getByRole('button', { name: 'Se trimite...' });
        await sending.waitFor();
        expect(await sending.isDisabled()).toBe(true);

        api.release();
        await page.getByRole('heading', { name: 'Mulțumim pentru mărturie!' }).waitFor();
        const shownAt = Date.now();
        expect(await page.getByText(/așteaptă aprobarea\. Va apărea/).count()).toBe(1);
        expect(await pageProblems(page)).toEqual([]);
        await screenshot(page, `testimonial-sent-${viewport}`, false);
        expect(api.posted).toHaveLength(1);
        const [body] = api.posted;
        expect(body).toMatchObject({
          client_name: 'Maria Popescu',
          position: 'Proprietar de casă',
          company: null,
          content: 'Totul funcționează local, chiar și fără internet. Recomand!',
          rating: 4,
        });
        expect(await isValidProof(body!.recaptcha_token)).toBe(true);

        await page.waitForURL((url) => url.pathname === '/testimonials', { timeout: REDIRECT_WAIT_MS });
        expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
        await page.getByRole('heading', { level: 1, name: 'Testimoniale' }).waitFor();
      });

      it('shows the server’s field messages joined with “, ”, and the agreed text for other failures', async () => {
        const invalid = await openPage(viewport, { submit: 'invalid' });
        await invalid.page.goto('/testimonials/add');
        await fillForm(invalid.page);
        await submit(invalid.page).click();
        await invalid.page
          .getByRole('alert')
          .filter({ hasText: 'Numele este obligatoriu, Verificarea anti-spam nu a reușit.' })
          .waitFor();
        await invalid.page.close();

        const { page, api } = await openPage(viewport, { submit: 'fail' });
        await page.goto('/testimonials/add');
        await fillForm(page);
        await submit(page).click();
        await page.getByRole('alert').filter({ hasText: FAILURE }).waitFor();
        expect(await page.getByLabel('Nume *').inputValue()).toBe('Maria Popescu');
        await screenshot(page, `testimonial-failure-${viewport}`);
        // A second try gets a fresh proof (each one counts once on the server).
        await submit(page).click();
        await expect.poll(() => api.posted.length, { timeout: 10_000 }).toBe(2);
        expect(api.posted[0]!.recaptcha_token).not.toBe(api.posted[1]!.recaptcha_token);
      });
    },
  );
}
