/**
 * The home page's shop window in Chromium: the hero visual, the dashboard carousel (5 s rotation with
 * the browser clock driven by the test, wrap, indicators, pause rules, link to /dashboards), the
 * /dashboards gallery modal, and no broken image; then the testimonial carousel and the blog preview
 * with the content API stubbed (loading state, cards, 5000 ms rotation, links, hidden on failure and
 * without JavaScript), at 1280 and 390 px. Screenshots go to e2e/screenshots/.
 */
import axe from 'axe-core';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  islandStarted,
  itAtOneWidth,
  newAppPage,
  screenshot,
  type ViewportName,
  viewports,
} from './support/browser';
import { axeViolations, horizontalOverflow } from './support/page-audit';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

async function openPage(
  viewport: ViewportName,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    viewport: viewports[viewport],
    baseURL: suite.site.baseURL,
    locale: 'ro-RO',
    reducedMotion,
  });
  const page = await newAppPage(context);
  return { context, page };
}

const INTERVAL = 5000;
/** Full-page screenshots and a build served by vite preview on a shared 2-CPU machine need more than the default 30 s. */
const SLOW = 180_000;
const titles = [
  'Panoul principal',
  'Diverse',
  'Monitorizarea energiei',
  'Irigații',
  'Parametri',
  'Statistici',
];
const carousel = (page: Page) =>
  page.getByRole('region', { name: 'Exemple de dashboard-uri Home Assistant' });
const dot = (page: Page, position: number) =>
  carousel(page).getByRole('button', { name: `Afișează exemplul ${position}: ${titles[position - 1]}` });

/** Waits until slide `position` is the current one: its indicator marked and the slide itself visible. */
async function expectSlide(page: Page, position: number): Promise<void> {
  await carousel(page)
    .locator(`button[aria-current="true"][aria-label^="Afișează exemplul ${position}:"]`)
    .waitFor();
  await carousel(page)
    .getByRole('group', { name: `${position} din 6: ${titles[position - 1]}` })
    .waitFor({ state: 'visible' });
  expect(await carousel(page).locator('button[aria-current="true"]').count()).toBe(1);
}

/**
 * Browser time stands still until the test moves it (page.clock.runFor): the carousel turns only when
 * told to, however slow the machine. An installed clock alone would keep flowing at real speed.
 */
async function stopTime(page: Page): Promise<void> {
  const start = new Date('2026-05-16T10:00:00+03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Pointer and keyboard focus out of the carousel: the two things that pause it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * axe-core's serious and critical violations inside one part of the page (the whole pages are audited
 * by accessibility.e2e.ts; here the carousel on its own and the open dialog, which only this file reaches).
 */
async function axeViolationsIn(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (context) => {
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * Brings every image into view (lazy ones load then), waits for all to finish and returns those that
 * failed: an image is broken when it completed with no pixels.
 */
async function brokenImages(page: Page): Promise<string[]> {
  const count = await page.locator('img').count();
  for (let i = 0; i < count; i++) await page.locator('img').nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: 15_000,
    polling: 100,
  });
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return broken;
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`home and /dashboards at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it(
      'GET / shows the hero visual first, at high priority, and no broken image',
      async () => {
        const { context, page } = await openPage(viewport);
        const imageSizes: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'image')
            imageSizes.push(request.sizes().then((s) => s.responseBodySize));
        });
        // A still carousel: the screenshot shows its first slide, whatever time the test takes.
        await stopTime(page);
        await page.goto('/');
        const hero = page.getByRole('img', { name: /tabletă cu panoul Home Assistant/ });
        await hero.waitFor();
        expect(await hero.getAttribute('loading')).toBe('eager');
        expect(await hero.getAttribute('fetchpriority')).toBe('high');
        await page.waitForFunction(() => document.images[0]?.complete, undefined, { polling: 100 });
        await screenshot(page, `home-${viewport}-first-screen`, false);

        expect(await brokenImages(page)).toEqual([]);
        for (const img of await page.locator('img').all()) {
          expect(await img.getAttribute('alt')).toBeTruthy();
          expect(await img.getAttribute('width')).toMatch(/^\d+$/);
          expect(await img.getAttribute('height')).toMatch(/^\d+$/);
          expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
        }
        const imageBytes = (await Promise.all(imageSizes)).reduce((sum, size) => sum + size, 0);
        console.log(
          `[home ${viewport}] ${imageSizes.length} images, ${(imageBytes / 1024).toFixed(0)} KiB in all`,
        );
        await screenshot(page, `home-${viewport}`);
        // axe-core waits on timers of its own: let time run again.
        await page.clock.resume();
        expect(await axeViolationsIn(page, '[aria-roledescription="carousel"]')).toEqual([]);
        await context.close();
      },
      SLOW,
    );

    itAtOneWidth(viewport)(
      'the carousel turns every 5 s and wraps, jumps with its indicators, pauses, and leads to /dashboards',
      async () => {
        const { context, page } = await openPage(viewport);
        await stopTime(page);
        await page.goto('/');
        await carousel(page).scrollIntoViewIfNeeded();
        await islandStarted(page, 'dashboard-carousel');
        await leaveCarousel(page);
        await expectSlide(page, 1);

        for (const position of [2, 3, 4, 5, 6, 1]) {
          await page.clock.runFor(INTERVAL);
          await expectSlide(page, position);
        }

        // A click on a dot jumps there; pointer and focus on the carousel then hold it still.
        await dot(page, 4).click();
        await expectSlide(page, 4);
        await page.clock.runFor(3 * INTERVAL);
        await expectSlide(page, 4);
        await leaveCarousel(page);
        await page.clock.runFor(INTERVAL);
        await expectSlide(page, 5);

        // The pause button stops it for good; play starts it again.
        await carousel(page).getByRole('button', { name: 'Oprește derularea automată' }).click();
        await leaveCarousel(page);
        await page.clock.runFor(3 * INTERVAL);
        await expectSlide(page, 5);
        await carousel(page).getByRole('button', { name: 'Pornește derularea automată' }).click();
        await leaveCarousel(page);
        await page.clock.runFor(INTERVAL);
        await expectSlide(page, 6);
        await screenshot(page, `home-carousel-${viewport}`, false);

        // A click on the picture itself (the slide's link covers it) leads to the gallery.
        await carousel(page)
          .getByRole('group', { name: '6 din 6: Statistici' })
          .getByRole('img')
          .click({ force: true });
        await page.waitForURL((url) => url.pathname === '/dashboards');
        await page.getByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' }).waitFor();
        await context.close();
      },
      SLOW,
    );

    it(
      '/dashboards enlarges an image in a modal; Escape or Back closes it and focus returns to the thumbnail',
      async () => {
        const { context, page } = await openPage(viewport);
        await page.goto('/dashboards');
        await page.getByRole('heading', { level: 1, name: 'Exemple de dashboard-uri' }).waitFor();
        expect(await brokenImages(page)).toEqual([]);
        await screenshot(page, `dashboards-${viewport}`);

        await page.getByRole('button', { name: 'Mărește imaginea: Monitorizarea energiei' }).click();
        const dialog = page.getByRole('dialog', { name: 'Monitorizarea energiei' });
        await dialog.waitFor();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        });
        expect(await dialog.getByText('3 din 6').isVisible()).toBe(true);
        await screenshot(page, `dashboards-modal-${viewport}`, false);
        expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);

        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: 'Irigații' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
          'Mărește imaginea: Irigații',
        );

        // Back closes it too (a phone's Back button), and the page stays.
        await page.getByRole('button', { name: 'Mărește imaginea: Irigații' }).click();
        await page.getByRole('dialog', { name: 'Irigații' }).waitFor();
        await page.goBack();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/dashboards');
        await context.close();
      },
      SLOW,
    );
  });
}

describe('home carousel with reduced motion', () => {
  it(
    'does not turn by itself until the visitor presses play',
    async () => {
      const { context, page } = await openPage('desktop', 'reduce');
      await stopTime(page);
      await page.goto('/');
      await carousel(page).scrollIntoViewIfNeeded();
      await islandStarted(page, 'dashboard-carousel');
      await leaveCarousel(page);
      await expectSlide(page, 1);
      await page.clock.runFor(3 * INTERVAL);
      await expectSlide(page, 1);
      await carousel(page).getByRole('button', { name: 'Pornește derularea automată' }).click();
      await leaveCarousel(page);
      await page.clock.runFor(INTERVAL);
      await expectSlide(page, 2);
      await context.close();
    },
    SLOW,
  );
});

// ---------------------------------------------------------------------------------------------------
// The testimonial carousel and the blog preview, fed by stubs of the content API.

const reviewNames = ['Ana Popescu', 'Mihai Ionescu', 'Elena Rusu', 'Radu Ciobanu'];
const featuredTestimonials = [
  {
    content:
      'Luminile, centrala și poarta garajului merg acum dintr-o singură aplicație, fără niciun abonament. Instalarea a fost rapidă și mi s-a explicat totul pe înțeles.',
    position: 'Medic',
    company: 'Clinica Sănătatea',
    rating: 5,
    avatar_url: '/e2e-avatars/ana.webp',
  },
  {
    content: 'Irigația pornește singură în funcție de umiditatea solului. Foarte mulțumit de rezultat.',
    position: 'Inginer software',
    company: null,
    rating: 5,
    avatar_url: null,
  },
  {
    content: 'Am primit ajutor și după instalare, de fiecare dată când am avut o întrebare.',
    position: null,
    company: null,
    rating: 4,
    avatar_url: null,
  },
  {
    content: 'Monitorizarea panourilor solare îmi arată exact cât produc și cât consum.',
    position: 'Antreprenor',
    company: 'Ciobanu Construct',
    rating: 5,
    avatar_url: null,
  },
].map((fields, i) => ({
  id: `t${i + 1}`,
  client_name: reviewNames[i],
  is_approved: true,
  created_at: '2026-02-01T10:00:00.000Z',
  ...fields,
}));

const blogPosts = [
  {
    id: 'b1',
    title: 'Cum alegi primii senzori pentru o casă inteligentă',
    tags: ['senzori', 'zigbee', 'începători'],
    created_at: '2026-03-14T09:00:00.000Z',
    description:
      '<h2>De unde începi</h2><p>Cel mai simplu început este cu senzorii de mișcare și de ușă: sunt ieftini, se montează în câteva minute și deschid drumul către primele automatizări utile din casă.</p>',
  },
  {
    id: 'b2',
    title: 'Irigații automate cu Home Assistant',
    tags: ['irigații', 'automatizări'],
    created_at: '2026-02-20T09:00:00.000Z',
    description:
      '<p>Un releu, un senzor de umiditate și o regulă simplă: grădina se udă singură doar când are nevoie.</p>',
  },
  {
    id: 'b3',
    title: 'De ce controlul local contează',
    tags: [],
    created_at: '2026-01-05T09:00:00.000Z',
    description:
      '<p>Fără cloud, automatizările funcționează și când internetul cade, iar datele despre casa ta rămân în casa ta, nu pe serverele unui producător.</p>',
  },
].map((post) => ({ ...post, featured: true, excerpt: '', reading_time: 2, scheduled: false }));

const tagCounts = [
  { name: 'automatizări', count: 7 },
  { name: 'zigbee', count: 5 },
  { name: 'senzori', count: 4 },
  { name: 'irigații', count: 2 },
];

/** A small portrait for the testimonial with a picture (served under a .webp name, as avatars are). */
const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112" viewBox="0 0 112 112"><rect width="112" height="112" fill="#d7f0ea"/><circle cx="56" cy="44" r="22" fill="#0f7566"/><path d="M16 112c4-26 20-38 40-38s36 12 40 38z" fill="#0f7566"/></svg>`;

interface ContentStubs {
  testimonials?: unknown;
  posts?: unknown;
}

/**
 * Stubs the content calls the two sections make, each at the exact address they must use; the
 * answers wait until `release` is called, so the test can look at the loading state first.
 */
async function stubContent(context: BrowserContext, answers: ContentStubs = {}) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = (body: unknown) => async (route: Route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  };
  await context.route(
    /\/api\/v0\/testimonials\/featured\?limit=6$/,
    answer(answers.testimonials ?? featuredTestimonials),
  );
  await context.route(/\/api\/v0\/blog\/featured\?limit=3$/, answer(answers.posts ?? blogPosts));
  await context.route(/\/api\/v0\/blog\/tags$/, answer(tagCounts));
  await context.route('**/e2e-avatars/*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: AVATAR_SVG }),
  );
  return { release };
}

const testimonialSection = (page: Page) => page.getByRole('region', { name: 'Ce spun clienții' });
const blogSection = (page: Page) => page.getByRole('region', { name: 'Blog' });
const reviews = (page: Page) => page.getByRole('group', { name: 'Review-urile clienților' });
const reviewDot = (page: Page, position: number) =>
  reviews(page).getByRole('button', { name: `Afișează review-ul ${position}: ${reviewNames[position - 1]}` });

/** Waits until testimonial `position` is the one shown: its dot marked and its card visible. */
async function expectReview(page: Page, position: number): Promise<void> {
  await reviews(page)
    .locator(`button[aria-current="true"][aria-label^="Afișează review-ul ${position}:"]`)
    .waitFor();
  await reviews(page)
    .getByRole('group', { name: `${position} din 4: ${reviewNames[position - 1]}` })
    .waitFor({ state: 'visible' });
  expect(await reviews(page).locator('button[aria-current="true"]').count()).toBe(1);
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`home testimonials and blog preview at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it(
      'shows their loading state from the pre-rendered page, then the testimonials and three posts',
      async () => {
        const { context, page } = await openPage(viewport);
        const { release } = await stubContent(context);
        await stopTime(page);
        const response = await page.goto('/');
        const html = (await response?.text()) ?? '';
        expect(html).toContain('Se încarcă review-urile...');
        expect(html).toContain('Se încarcă articolele...');

        // Hydrated, the calls asked and not yet answered: both sections say they are loading.
        await testimonialSection(page).getByRole('status').getByText('Se încarcă review-urile...').waitFor();
        await blogSection(page).getByRole('status').getByText('Se încarcă articolele...').waitFor();
        await blogSection(page).scrollIntoViewIfNeeded();
        await screenshot(testimonialSection(page), `home-testimonials-loading-${viewport}`);
        const loadingHeights = await Promise.all(
          [testimonialSection(page), blogSection(page)].map((section) =>
            section.evaluate((el) => (el as HTMLElement).offsetHeight),
          ),
        );
        release();

        // The testimonials: the first one shown, with its picture, stars, name and role.
        await expectReview(page, 1);
        const first = reviews(page).getByRole('group', { name: '1 din 4: Ana Popescu' });
        expect(await first.getByText('Evaluare: 5 din 5 stele').count()).toBe(1);
        expect(await first.getByText('Medic, Clinica Sănătatea').isVisible()).toBe(true);
        await page.waitForFunction(
          () => {
            const img = document.querySelector<HTMLImageElement>('img[src="/e2e-avatars/ana.webp"]');
            return Boolean(img?.complete && img.naturalWidth > 0);
          },
          undefined,
          { polling: 100 },
        );
        const shareLink = testimonialSection(page).getByRole('link', { name: 'Lasa un review' });
        expect(await shareLink.getAttribute('href')).toBe('/testimonials/add');
        expect(await testimonialSection(page).getByText('Ready to share your experience?').isVisible()).toBe(
          true,
        );

        // The blog preview: three cards, their tags by count, Romanian dates, excerpts cut at 150.
        const cards = blogSection(page).getByRole('article');
        await cards.nth(2).waitFor();
        expect(await cards.count()).toBe(3);
        const firstPost = blogSection(page).getByRole('article', { name: blogPosts[0]?.title });
        expect(await firstPost.getByRole('listitem').allInnerTexts()).toEqual(['zigbee', 'senzori']);
        expect(await firstPost.locator('time').innerText()).toBe('14 martie 2026');
        expect(await firstPost.getByText(/^De unde începi Cel mai simplu început/).innerText()).toMatch(
          /\.\.\.$/,
        );
        const readMore = firstPost.getByRole('link', { name: `Citește mai mult: ${blogPosts[0]?.title}` });
        expect(await readMore.getAttribute('href')).toBe('/blog/b1');
        expect(
          await blogSection(page)
            .getByRole('article', { name: blogPosts[2]?.title })
            .getByRole('list')
            .count(),
        ).toBe(0);
        expect(
          await blogSection(page).getByRole('link', { name: 'Vezi toate articolele' }).getAttribute('href'),
        ).toBe('/blog');
        const facebook = blogSection(page).getByRole('link', { name: /^Urmărește-ne pe Facebook/ });
        expect(await facebook.getAttribute('target')).toBe('_blank');
        expect(await facebook.getAttribute('rel')).toMatch(/\bnoopener\b/);

        const loadedHeights = await Promise.all(
          [testimonialSection(page), blogSection(page)].map((section) =>
            section.evaluate((el) => (el as HTMLElement).offsetHeight),
          ),
        );
        console.log(
          `[home ${viewport}] testimonials ${loadingHeights[0]} → ${loadedHeights[0]} px, blog ${loadingHeights[1]} → ${loadedHeights[1]} px (loading → loaded)`,
        );
        await leaveCarousel(page);
        await screenshot(testimonialSection(page), `home-testimonials-${viewport}`);
        await screenshot(blogSection(page), `home-blog-preview-${viewport}`);
        await screenshot(page, `home-with-content-${viewport}`);
        // The whole card is the post's link: keyboard focus rings the card.
        await page.keyboard.press('Tab');
        await readMore.focus();
        await screenshot(blogSection(page), `home-blog-preview-focus-${viewport}`);
        expect(await horizontalOverflow(page)).toEqual([]);
        // axe-core waits on timers of its own: let time run again.
        await page.clock.resume();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      },
      SLOW,
    );

    itAtOneWidth(viewport)(
      'the testimonials turn every 5000 ms and wrap, step both ways, jump with their dots and wait under pointer and focus',
      async () => {
        const { context, page } = await openPage(viewport);
        const { release } = await stubContent(context);
        release();
        await stopTime(page);
        await page.goto('/');
        await reviews(page).scrollIntoViewIfNeeded();
        await islandStarted(page, 'home-testimonials');
        await leaveCarousel(page);
        await expectReview(page, 1);

        for (const position of [2, 3, 4, 1]) {
          await page.clock.runFor(5000);
          await expectReview(page, position);
        }

        await reviews(page).getByRole('button', { name: 'Review-ul anterior' }).click();
        await expectReview(page, 4);
        await reviews(page).getByRole('button', { name: 'Review-ul următor' }).click();
        await expectReview(page, 1);
        await reviewDot(page, 3).click();
        await expectReview(page, 3);
        // Focus (and, on a desktop, the pointer) is still on the carousel: it holds the testimonial.
        await page.clock.runFor(3 * 5000);
        await expectReview(page, 3);
        await leaveCarousel(page);
        await page.clock.runFor(5000);
        await expectReview(page, 4);

        if (viewport === 'desktop') {
          await reviews(page).hover();
          await page.clock.runFor(3 * 5000);
          await expectReview(page, 4);
          await leaveCarousel(page);
          await page.clock.runFor(5000);
          await expectReview(page, 1);
        }

        // The call to action and the posts lead where they say.
        await testimonialSection(page).getByRole('link', { name: 'Lasa un review' }).click();
        await page.waitForURL((url) => url.pathname === '/testimonials/add');
        await page.goBack();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await blogSection(page)
          .getByRole('link', { name: /^Citește mai mult: Irigații automate/ })
          .click();
        await page.waitForURL((url) => url.pathname === '/blog/b2');
        await context.close();
      },
      SLOW,
    );
  });
}

describe('home testimonials and blog preview when they have nothing to show', () => {
  it(
    'leave the page when the API fails or answers something else, saying why in the console',
    async () => {
      const { context, page } = await openPage('desktop');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const { release } = await stubContent(context, { testimonials: { items: [] }, posts: [] });
      await context.route(/\/api\/v0\/blog\?page=1&limit=3$/, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal server error"}',
        }),
      );
      release();
      await page.goto('/');
      await expect.poll(() => testimonialSection(page).count()).toBe(0);
      await expect.poll(() => blogSection(page).count()).toBe(0);
      expect(await page.getByText(/^Se încarcă/).count()).toBe(0);
      expect(warnings.some((text) => text.startsWith('Unexpected data format received from server'))).toBe(
        true,
      );
      expect(warnings.some((text) => text.startsWith('Failed to load blog posts'))).toBe(true);
      await context.close();
    },
    SLOW,
  );

  it(
    'are left out of the pre-rendered page read without JavaScript',
    async () => {
      const context = await suite.browser.newContext({
        javaScriptEnabled: false,
        viewport: viewports.mobile,
        baseURL: suite.site.baseURL,
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Se încarcă review-urile...').isVisible()).toBe(false);
      expect(await page.getByText('Se încarcă articolele...').isVisible()).toBe(false);
      expect(await testimonialSection(page).count()).toBe(0);
      await context.close();
    },
    SLOW,
  );

  it(
    'the testimonials do not turn by themselves for a visitor who prefers reduced motion',
    async () => {
      const { context, page } = await openPage('desktop', 'reduce');
      const { release } = await stubContent(context);
      release();
      await stopTime(page);
      await page.goto('/');
      await reviews(page).scrollIntoViewIfNeeded();
      await islandStarted(page, 'home-testimonials');
      await leaveCarousel(page);
      await expectReview(page, 1);
      await page.clock.runFor(3 * 5000);
      await expectReview(page, 1);
      await reviews(page).getByRole('button', { name: 'Pornește derularea automată' }).click();
      await leaveCarousel(page);
      await page.clock.runFor(5000);
      await expectReview(page, 2);
      await context.close();
    },
    SLOW,
  );
});
