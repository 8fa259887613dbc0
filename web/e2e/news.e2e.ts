/**
 * The public news in Chromium at 1280 and 390 px, against the built site with /api/v0/news stubbed:
 * the list (featured item, cards, 12 a page with the page in the address, the tag filter without
 * pagination), the article (its own address, title, tag links), 'News article not found', the error
 * state's retry, and axe-core on each; screenshots of every state land in e2e/screenshots/news-*.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  itAtOneWidth,
  screenshot,
  screenshotOnFailure,
  type ViewportName,
  viewports,
} from './support/browser';
import { axeViolations, horizontalOverflow } from './support/page-audit';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

/** How long the state an action leads to may take to show (the router renders the navigation asynchronously). */
const SETTLE_MS = 5_000;

interface RestNews {
  id: string;
  title: string;
  slug: string;
  description: string;
  tags: string[];
  created_at: string;
  updated_at: string;
}

const topics: Array<Pick<RestNews, 'title' | 'slug' | 'tags' | 'description'>> = [
  {
    title: 'Instalarea gratuită pentru primii 3 clienți: a mai rămas un loc',
    slug: 'instalarea-gratuita-pentru-primii-3-clienti-a-mai-ramas-un-loc',
    tags: ['promoție', 'instalare'],
    description: [
      'Promoția de lansare continuă: primii 3 clienți primesc instalarea gratuită.',
      '',
      'Două locuri au fost deja ocupate, așa că a mai rămas unul singur.',
      'Oferta se aplică tuturor pachetelor, în Iași și în localitățile din zona de deservire.',
      'Scrie-mi pentru o consultație și stabilim împreună ce automatizăm.',
    ].join('\n'),
  },
  {
    title: 'Program de contact în perioada sărbătorilor',
    slug: 'program-de-contact-in-perioada-sarbatorilor',
    tags: ['program'],
    description:
      'Între 24 decembrie și 2 ianuarie răspund la mesaje doar sâmbăta, între 10:00 și 16:00.\nUrgențele clienților cu suport activ sunt tratate ca de obicei.',
  },
  {
    title: 'Senzorii Zigbee Aqara, acum în calculatorul de costuri',
    slug: 'senzorii-zigbee-aqara-acum-in-calculatorul-de-costuri',
    tags: ['zigbee', 'hardware'],
    description:
      'Releul dublu Aqara apare acum în calculatorul de costuri, alături de celelalte dispozitive Zigbee.\nAdaptorul Zigbee este selectat automat împreună cu el.',
  },
  {
    title: 'Cum funcționează casa ta când pică internetul',
    slug: 'cum-functioneaza-casa-ta-cand-pica-internetul',
    tags: ['home assistant'],
    description:
      'Automatizările rulează local, pe Raspberry Pi, așa că luminile și senzorii merg mai departe și fără internet.\nDoar notificările pe telefon așteaptă revenirea conexiunii.',
  },
];

/** 15 items, newest first: two pages of 12. */
const news: RestNews[] = Array.from({ length: 15 }, (_, index) => {
  const topic = topics[index % topics.length]!;
  const created = new Date(Date.UTC(2026, 2, 20 - index, 9, 30)).toISOString();
  const suffix = index < topics.length ? '' : ` (${index + 1})`;
  return {
    ...topic,
    id: `6650ab12cd34ef56789012${String(index).padStart(2, '0')}`,
    title: `${topic.title}${suffix}`,
    slug: `${topic.slug}${suffix ? `-${index + 1}` : ''}`,
    created_at: created,
    updated_at: created,
  };
});

const tagCounts = () => {
  const counts = new Map<string, number>();
  for (const item of news) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
};

interface NewsApi {
  /** The query strings the list was asked with, in order. */
  listQueries: string[];
  /** While true, every news call answers 503. */
  failing: boolean;
}

/** The news calls, answered from `news` as the gateway would; an anonymous visitor. */
async function stubNewsApi(context: BrowserContext): Promise<NewsApi> {
  const api: NewsApi = { listQueries: [], failing: false };
  await context.route(
    (url) => url.pathname.startsWith('/api/v0/news'),
    (route: Route) => {
      const url = new URL(route.request().url());
      if (api.failing) return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
      if (url.pathname === '/api/v0/news/tags') return route.fulfill({ json: tagCounts() });
      if (url.pathname === '/api/v0/news') {
        api.listQueries.push(url.search);
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 12);
        const tag = url.searchParams.get('tag');
        const matching = tag ? news.filter((item) => item.tags.includes(tag)) : news;
        return route.fulfill({
          json: {
            data: matching.slice((page - 1) * limit, page * limit),
            pages: Math.ceil(matching.length / limit),
          },
        });
      }
      const id = decodeURIComponent(url.pathname.slice('/api/v0/news/'.length));
      const item = news.find((candidate) => candidate.id === id);
      return item
        ? route.fulfill({ json: item })
        : route.fulfill({ status: 404, json: { message: 'News item not found' } });
    },
  );
  return api;
}

async function openPage(
  viewport: ViewportName,
): Promise<{ context: BrowserContext; page: Page; api: NewsApi }> {
  const { context, page } = await suite.openPage(viewport);
  const api = await stubNewsApi(context);
  screenshotOnFailure(page);
  return { context, page, api };
}

/** Everything axe-core and the width check find wrong with the page as it is now. */
async function audit(page: Page): Promise<string[]> {
  return [...(await axeViolations(page)), ...(await horizontalOverflow(page))];
}

const main = (page: Page) => page.getByRole('main');
const tagButton = (page: Page, name: string) =>
  main(page)
    .getByRole('group', { name: 'Filtrează după etichetă' })
    .getByRole('button', { name, exact: true });
const pager = (page: Page) => main(page).getByRole('navigation', { name: 'Paginile listei de noutăți' });
const search = (page: Page) => decodeURIComponent(new URL(page.url()).search.replace(/\+/g, ' '));
/** An item's heading on the list (exact: later items repeat earlier titles with a number). */
const itemHeading = (page: Page, title: string) =>
  main(page).getByRole('heading', { level: 3, name: title, exact: true });
const articleTitle = (page: Page, title: string) =>
  main(page).getByRole('heading', { level: 1, name: title });

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`news at ${viewport} size (${viewports[viewport].width} px)`, () => {
    it('lists the newest item featured and the others as cards, 12 a page, the page in the address', async () => {
      const { page, api } = await openPage(viewport);
      await page.goto('/news');
      await main(page).getByRole('heading', { level: 1, name: 'Noutăți' }).waitFor();
      const featured = main(page).getByRole('article').first();
      await featured.getByRole('heading', { name: news[0]!.title, exact: true }).waitFor();
      expect(await featured.getByText('Cea mai recentă').isVisible()).toBe(true);
      expect(await featured.locator('time').innerText()).toBe('20 martie 2026');
      // The first 3 lines that have text, not the 4th.
      expect(await featured.innerText()).toContain('Două locuri au fost deja ocupate');
      expect(await featured.innerText()).not.toContain('Scrie-mi pentru o consultație');
      expect(await main(page).getByRole('article').count()).toBe(12);
      expect(await page.title()).toBe('Noutăți – SmartHome Iași');
      expect(await audit(page)).toEqual([]);
      await screenshot(page, `news-list-${viewport}`);
      await screenshot(page, `news-list-${viewport}-first-screen`, false);

      await pager(page).getByRole('link', { name: 'Pagina 2' }).click();
      await itemHeading(page, news[12]!.title).waitFor();
      expect(search(page)).toBe('?page=2');
      expect(await main(page).getByRole('article').count()).toBe(3);
      expect(await pager(page).locator('[aria-current="page"]').innerText()).toBe('2');
      // The new page is shown from its top, not from the pager at the bottom of the old one.
      expect(
        await main(page)
          .getByRole('heading', { level: 2, name: 'Toate noutățile' })
          .evaluate((heading) => heading.getBoundingClientRect().top < window.innerHeight),
      ).toBe(true);
      expect(api.listQueries).toEqual(['?page=1&limit=12', '?page=2&limit=12']);
      await screenshot(page, `news-list-${viewport}-page-2`, false);

      await page.goBack();
      await itemHeading(page, news[0]!.title).waitFor();
      expect(search(page)).toBe('');
    });

    itAtOneWidth(viewport)(
      'filters by tag: the tag pressed and kept in the address, all its items, no pagination',
      async () => {
        const { page, api } = await openPage(viewport);
        await page.goto('/news');
        await itemHeading(page, news[0]!.title).waitFor();
        expect(await tagButton(page, 'Toate').getAttribute('aria-pressed')).toBe('true');

        await tagButton(page, 'zigbee').click();
        await main(page).getByRole('heading', { level: 2, name: 'Noutăți cu eticheta „zigbee”' }).waitFor();
        await expect
          .poll(() => tagButton(page, 'zigbee').getAttribute('aria-pressed'), { timeout: SETTLE_MS })
          .toBe('true');
        expect(await tagButton(page, 'Toate').getAttribute('aria-pressed')).toBe('false');
        expect(search(page)).toBe('?tag=zigbee');
        await itemHeading(page, news[2]!.title).waitFor();
        const zigbeeCount = news.filter((item) => item.tags.includes('zigbee')).length;
        expect(await main(page).getByRole('article').count()).toBe(zigbeeCount);
        expect(await pager(page).count()).toBe(0);
        expect(api.listQueries.at(-1)).toBe('?page=1&limit=50&tag=zigbee');
        expect(await audit(page)).toEqual([]);
        await screenshot(page, `news-list-${viewport}-tag`, false);

        await tagButton(page, 'Toate').click();
        await main(page).getByRole('heading', { level: 2, name: 'Toate noutățile' }).waitFor();
        await expect.poll(() => search(page), { timeout: SETTLE_MS }).toBe('');
        await pager(page).waitFor();
      },
    );

    it('opens an article at its own address, with its title, date, paragraphs and tag links', async () => {
      const { page } = await openPage(viewport);
      const item = news[0]!;
      await page.goto('/news');
      await main(page)
        .getByRole('article')
        .first()
        .getByRole('link', { name: /^Read more\.\.\./ })
        .click();
      await articleTitle(page, item.title).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/news/${item.id}/${item.slug}`);
      await expect.poll(() => page.title(), { timeout: SETTLE_MS }).toBe(item.title);
      const article = main(page).getByRole('article');
      expect(await article.locator('time').innerText()).toBe('20 martie 2026');
      expect(await article.locator('p', { hasText: 'Scrie-mi pentru o consultație' }).count()).toBe(1);
      expect(await audit(page)).toEqual([]);
      await screenshot(page, `news-article-${viewport}`);

      await article.getByRole('link', { name: 'instalare' }).click();
      await main(page).getByRole('heading', { level: 2, name: 'Noutăți cu eticheta „instalare”' }).waitFor();
      expect(search(page)).toBe('?tag=instalare');
      await expect
        .poll(() => tagButton(page, 'instalare').getAttribute('aria-pressed'), { timeout: SETTLE_MS })
        .toBe('true');
    });

    itAtOneWidth(viewport)(
      'replaces an address without the slug, or with an old one, by the article’s own',
      async () => {
        const { page } = await openPage(viewport);
        const item = news[1]!;
        for (const path of [`/news/${item.id}`, `/news/${item.id}/un-titlu-vechi`]) {
          await page.goto(path);
          await articleTitle(page, item.title).waitFor();
          await page.waitForURL((url) => url.pathname === `/news/${item.id}/${item.slug}`);
        }
        // Replaced, not added: back leaves the article instead of landing on the old address.
        await main(page).getByRole('link', { name: 'Înapoi la noutăți' }).first().click();
        await itemHeading(page, news[0]!.title).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === `/news/${item.id}/${item.slug}`);
      },
    );

    itAtOneWidth(viewport)(
      "shows 'News article not found' with a link back for an unknown article",
      async () => {
        const { page } = await openPage(viewport);
        await page.goto('/news/000000000000000000000000/nu-exista');
        await main(page).getByRole('heading', { level: 1, name: 'News article not found' }).waitFor();
        expect(await audit(page)).toEqual([]);
        await screenshot(page, `news-article-${viewport}-not-found`, false);
        await main(page).getByRole('link', { name: 'Vezi toate noutățile' }).click();
        await itemHeading(page, news[0]!.title).waitFor();
      },
    );

    itAtOneWidth(viewport)(
      'shows the Romanian error with a retry button when the news cannot be read, then the list',
      async () => {
        const { page, api } = await openPage(viewport);
        api.failing = true;
        await page.goto('/news');
        const alert = main(page).getByRole('alert');
        await alert.waitFor();
        expect(await alert.innerText()).toContain('Nu am putut încărca noutățile.');
        expect(await audit(page)).toEqual([]);
        await screenshot(page, `news-list-${viewport}-error`, false);
        api.failing = false;
        await alert.getByRole('button', { name: 'Încearcă din nou' }).click();
        await itemHeading(page, news[0]!.title).waitFor();
        expect(await main(page).getByRole('alert').count()).toBe(0);
      },
    );
  });
}
