/**
 * The admin's content screens in Chromium at 1280 and 390 px: news (list, form, detail), testimonials
 * and the contact inbox. The session and each GraphQL operation are stubbed by name with
 * context.route; an operation left unstubbed falls through to the missing API and fails, as when the
 * gateway is down. Every screen is audited (axe: no serious or critical violation; nothing wider than
 * the window) and screenshot for review (web/e2e/screenshots/admin-<screen>-<viewport>.png).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describeAtOneWidth,
  itAtOneWidth,
  screenshot,
  screenshotOnFailure,
  type ViewportName,
  viewports,
} from './support/browser';
import { axeViolations, dashboardLayoutProblems } from './support/page-audit';
import { signInAs } from './support/session';
import { useSiteAndBrowser } from './support/suite';

const suite = useSiteAndBrowser();

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

type Variables = Record<string, unknown>;
/** An operation's `data`, or a function of its variables giving it. */
type Answer = unknown;
type Answers = Record<string, Answer>;

/**
 * A signed-in admin's browser: the profile and the CSRF token answered, /graphql answered by
 * operation name from `answers` (which a test may change as it goes).
 */
async function openAdmin(
  viewport: ViewportName,
  answers: Answers,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await suite.openPage(viewport, 'en-US');
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await signInAs(context, suite.site.baseURL, admin);
  await context.route('**/api/v0/auth/csrf-token', (route) =>
    route.fulfill(json({ csrfToken: 'e2e-token' })),
  );
  await context.route('**/graphql', (route) => {
    const { operationName = '', variables = {} } = (route.request().postDataJSON() ?? {}) as {
      operationName?: string;
      variables?: Variables;
    };
    const answer = answers[operationName];
    if (answer === undefined) return route.fallback();
    const data = typeof answer === 'function' ? (answer as (v: Variables) => unknown)(variables) : answer;
    return route.fulfill(json({ data }));
  });
  // A step that cannot happen fails with its own message, well before the test's time is up.
  page.setDefaultTimeout(10_000);
  screenshotOnFailure(page);
  return { context, page };
}

/** axe finds no serious or critical violation, and nothing sticks out sideways (a table neither, on a wide screen). */
async function expectClean(page: Page) {
  expect(await dashboardLayoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

// --- data ---------------------------------------------------------------------------------------

const newsItem = (n: number) => ({
  __typename: 'News',
  id: `n${n}`,
  title:
    n === 1
      ? 'Program de sărbători: instalări programate și suport în perioada 24 decembrie – 7 ianuarie'
      : `Noutate ${n}: integrare nouă pentru senzori Zigbee`,
  description:
    'Am adăugat suport pentru senzorii de temperatură Zigbee.\nConfigurarea se face local, fără cloud.\n\nPentru detalii, scrieți-ne din pagina de contact.',
  tags: n % 3 === 0 ? [] : n % 2 ? ['zigbee', 'senzori'] : ['program'],
  createdAt: new Date(Date.UTC(2026, 2, 30 - n, 9, 30)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 2, 30 - n + (n === 1 ? 3 : 0), 9, 30)).toISOString(),
});
const allNews = Array.from({ length: 14 }, (_, i) => newsItem(i + 1));
const newsPage = ({ page = 1 }: Variables) => ({
  news: {
    __typename: 'NewsPage',
    data: allNews.slice((Number(page) - 1) * 10, Number(page) * 10),
    pages: 2,
  },
});

const testimonial = (n: number, approved: boolean, content: string, extra: Variables = {}) => ({
  __typename: 'Testimonial',
  id: `t${n}`,
  clientName: ['Ana Ionescu', 'Mihai Pop', 'Elena Dumitrescu', 'Radu Constantinescu'][n % 4],
  position: n % 2 ? 'Proprietar' : null,
  company: n === 1 ? 'Pensiunea Casa Verde' : null,
  content,
  rating: 5 - (n % 3),
  isApproved: approved,
  createdAt: new Date(Date.UTC(2026, 2, 20 - n, 12)).toISOString(),
  ...extra,
});
const testimonials = [
  testimonial(
    1,
    false,
    'Instalarea a durat două zile și totul funcționează local, fără cloud. Luminile, încălzirea și irigarea merg perfect din aplicație, iar suportul a răspuns în aceeași zi.',
  ),
  testimonial(2, true, 'Foarte mulțumit de automatizarea porții de garaj.'),
  testimonial(3, true, 'Recomand! Totul a fost explicat clar, iar prețul a fost cel din ofertă.'),
  testimonial(4, false, 'Senzorii de inundație m-au anunțat la timp. Mulțumesc!'),
];
const testimonialsPage = () => ({
  testimonials: { __typename: 'TestimonialPage', data: testimonials, totalPages: 1 },
});

const message = (n: number, read: boolean, name: string, email: string, text: string) => ({
  __typename: 'ContactMessage',
  id: `m${n}`,
  name,
  email,
  message: text,
  receivedAt: new Date(Date.UTC(2026, 2, 28 - n, 8 + n, 15)).toISOString(),
  read,
});
const messages = [
  message(
    1,
    false,
    'Ana Ionescu',
    'ana.ionescu@example.ro',
    'Bună ziua,\nAș dori o ofertă pentru pachetul Advanced pentru o casă cu două etaje în Iași.\nMulțumesc!',
  ),
  message(
    2,
    false,
    'Mihai Pop',
    'mihai.pop@example.ro',
    'Mai aveți locuri libere pentru instalări în aprilie?',
  ),
  message(
    3,
    true,
    'Elena Dumitrescu',
    'elena.dumitrescu.long.address@example.ro',
    'Am o întrebare despre senzorii de fum compatibili cu Home Assistant.',
  ),
];
const inbox = (list: typeof messages) => ({
  contactMessages: {
    __typename: 'ContactMessagePage',
    data: list,
    totalPages: 3,
    unread: list.filter((m) => !m.read).length,
  },
});

const messagesAnswers = (): Answers => {
  const list = messages.map((m) => ({ ...m }));
  return {
    ContactMessages: () => inbox(list),
    UnreadContactMessages: () => ({ unreadContactMessages: list.filter((m) => !m.read).length }),
    MarkContactMessageRead: ({ id, read }: Variables) => {
      const found = list.find((m) => m.id === id)!;
      found.read = Boolean(read);
      return { markContactMessageRead: found };
    },
  };
};

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  const desktop = viewport === 'desktop';

  describe(`news admin at ${viewport} size`, () => {
    it(`lists the news as a ${desktop ? 'table' : 'list of cards'}, 10 a page, and asks before deleting`, async () => {
      const { page } = await openAdmin(viewport, {
        AdminNewsList: newsPage,
        UnreadContactMessages: { unreadContactMessages: 2 },
      });
      await page.goto('/dashboard/news');
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      if (desktop) {
        const table = page.getByRole('table', { name: 'News items' });
        await table.waitFor();
        expect(await table.getByRole('columnheader').allTextContents()).toEqual([
          'Title',
          'Created',
          'Tags',
          'Actions',
        ]);
        expect(await table.getByRole('rowheader').count()).toBe(10);
      } else {
        const cards = page.getByRole('list', { name: 'News items' });
        await cards.waitFor();
        expect(await cards.getByRole('heading', { level: 2 }).count()).toBe(10);
        expect(await page.getByRole('table').count()).toBe(0);
      }
      expect(await page.getByRole('link', { name: 'Create News' }).getAttribute('href')).toBe(
        '/dashboard/news/new',
      );
      await expectClean(page);
      await screenshot(page, `admin-news-${viewport}`);

      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByText('Noutate 14: integrare nouă pentru senzori Zigbee').waitFor();
      expect(new URL(page.url()).search).toBe('?page=2');

      await page
        .getByRole('button', { name: 'Delete Noutate 12: integrare nouă pentru senzori Zigbee' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete news item' });
      await confirm.getByText('Are you sure you want to delete this news item?').waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await expectClean(page);
      await screenshot(page, `admin-news-delete-${viewport}`, false);
      // No API behind the delete: the call's own failure text.
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alert').filter({ hasText: 'Failed to delete news' }).waitFor();
    });

    itAtOneWidth(viewport)(
      'checks the form, adds and removes tags, creates the item and returns to the list',
      async () => {
        const created: Variables[] = [];
        const { page } = await openAdmin(viewport, {
          AdminNewsList: newsPage,
          CreateNews: ({ input }: Variables) => {
            created.push(input as Variables);
            return { createNews: { ...newsItem(99), ...(input as Variables) } };
          },
        });
        await page.goto('/dashboard/news/new');
        await page.getByRole('heading', { level: 1, name: 'Create News' }).waitFor();
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByRole('alert').filter({ hasText: 'Title and description are required' }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('news-title');

        await page.getByLabel('Title').fill('Program de sărbători');
        await page.getByRole('alert').waitFor({ state: 'detached' });
        await page
          .getByLabel('Description')
          .fill('Între 24 decembrie și 7 ianuarie.\nSuportul rămâne disponibil.');
        const add = page.getByRole('button', { name: 'Add', exact: true });
        expect(await add.isDisabled()).toBe(true);
        await page.getByLabel('New tag').fill(' program ');
        await page.getByLabel('New tag').press('Enter');
        await page.getByLabel('New tag').fill('anunț');
        await add.click();
        await page.getByLabel('New tag').fill('program');
        await page.getByLabel('New tag').press('Enter');
        await page.getByLabel('New tag').fill('de șters');
        await add.click();
        await page.getByRole('button', { name: 'Remove tag de șters' }).click();
        await expect
          .poll(() => page.getByRole('group', { name: 'Tags' }).getByRole('listitem').allTextContents())
          .toEqual(['program', 'anunț']);
        await expectClean(page);
        // The page as it opens (the focus in the tag box scrolled it).
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `admin-news-form-${viewport}`);

        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByRole('status').filter({ hasText: 'News created successfully' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard/news');
        expect(created).toEqual([
          {
            title: 'Program de sărbători',
            description: 'Între 24 decembrie și 7 ianuarie.\nSuportul rămâne disponibil.',
            tags: ['program', 'anunț'],
          },
        ]);
      },
    );

    itAtOneWidth(viewport)(
      'shows an item per line with Created and Last Updated, and says when one does not exist',
      async () => {
        const { page } = await openAdmin(viewport, {
          AdminNewsItem: ({ id }: Variables) => (id === 'n1' ? { newsItem: newsItem(1) } : undefined),
        });
        await page.goto('/dashboard/news/n1');
        await page.getByRole('heading', { level: 1, name: /^Program de sărbători/ }).waitFor();
        await page.getByText('Configurarea se face local, fără cloud.').waitFor();
        expect(await page.getByText('Last Updated').count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
          '/dashboard/news/n1/edit',
        );
        await expectClean(page);
        await screenshot(page, `admin-news-detail-${viewport}`);

        // Nothing stubbed for this one: the API is missing, the call's own failure text.
        await page.goto('/dashboard/news/n404');
        await page.getByRole('alert').filter({ hasText: 'Failed to fetch news item' }).waitFor();
      },
    );
  });

  describe(`testimonials admin at ${viewport} size`, () => {
    it('lists, approves in place and asks before deleting', async () => {
      const { page } = await openAdmin(viewport, {
        AdminTestimonials: testimonialsPage,
        ApproveTestimonial: ({ id }: Variables) => ({
          approveTestimonial: { ...testimonials.find((t) => t.id === id)!, isApproved: true },
        }),
      });
      await page.goto('/dashboard/testimonials');
      await page.getByRole('heading', { level: 1, name: 'Testimonials' }).waitFor();
      await page.getByRole(desktop ? 'table' : 'list', { name: 'Testimonials' }).waitFor();
      if (desktop) {
        expect(await page.getByRole('columnheader').allTextContents()).toEqual([
          'Client',
          'Rating',
          'Testimonial',
          'Status',
          'Date',
          'Actions',
        ]);
      }
      await page.getByRole('img', { name: '3 out of 5 stars' }).first().waitFor();
      await expectClean(page);
      await screenshot(page, `admin-testimonials-${viewport}`);

      await page.getByRole('button', { name: 'Show more' }).click();
      await page.getByText('iar suportul a răspuns în aceeași zi.').waitFor();

      await page.getByRole('button', { name: 'Approve testimonial from Mihai Pop' }).click();
      await page.getByRole('status').filter({ hasText: 'Testimonial approved successfully' }).waitFor();
      await page.getByRole('button', { name: 'Reject testimonial from Mihai Pop' }).waitFor();
      await screenshot(page, `admin-testimonials-approved-${viewport}`, false);

      await page.getByRole('button', { name: 'Delete testimonial from Radu Constantinescu' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete testimonial' });
      await confirm
        .getByText('Are you sure you want to delete this testimonial? This action cannot be undone.')
        .waitFor();
      await expectClean(page);
      await screenshot(page, `admin-testimonials-delete-${viewport}`, false);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Failed to delete testimonial. Please try again.' })
        .waitFor();
    });

    itAtOneWidth(viewport)(
      "says 'Failed to load testimonials. Please try again later.' when the API is down",
      async () => {
        const { page } = await openAdmin(viewport, {});
        await page.goto('/dashboard/testimonials');
        await page
          .getByRole('alert')
          .filter({ hasText: 'Failed to load testimonials. Please try again later.' })
          .waitFor();
        await page.getByRole('button', { name: 'Try Again' }).waitFor();
        await expectClean(page);
        await screenshot(page, `admin-testimonials-error-${viewport}`, false);
      },
    );
  });

  describeAtOneWidth(viewport)(`contact inbox at ${viewport} size`, () => {
    it('marks unread messages, opens one (read from then on), and the sidebar count follows', async () => {
      const { page } = await openAdmin(viewport, messagesAnswers());
      await page.goto('/dashboard/messages');
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      await page.getByRole('main').getByText('2 unread', { exact: true }).waitFor();
      // On a phone the sidebar is closed: its link is read by its address, hidden or not.
      const sidebarMessages = page.locator('#dashboard-sidebar a[href="/dashboard/messages"]');
      if (!desktop) await page.getByRole('button', { name: 'Open navigation' }).click();
      const link = page
        .getByRole('navigation', { name: 'Dashboard navigation' })
        .getByRole('link', { name: 'Messages 2 unread' });
      expect(await link.getAttribute('aria-current')).toBe('page');
      await screenshot(page, `admin-messages-sidebar-${viewport}`, false);
      // Following a link closes the phone's navigation.
      if (!desktop) await link.click();
      await page.getByRole('button', { name: /Ana Ionescu/ }).waitFor();
      await expectClean(page);
      await screenshot(page, `admin-messages-${viewport}`);

      await page.getByRole('button', { name: /Ana Ionescu/ }).click();
      const reader = page.getByRole('dialog', { name: 'Message from Ana Ionescu' });
      await reader.getByText('Aș dori o ofertă pentru pachetul Advanced').waitFor();
      expect(await reader.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
        `mailto:ana.ionescu@example.ro?subject=${encodeURIComponent('Re: Mesajul tău către SmartHome Iași')}`,
      );
      await page.getByRole('main').getByText('1 unread', { exact: true }).waitFor();
      await expect.poll(() => sidebarMessages.textContent()).toBe('Messages 1 unread');
      await expectClean(page);
      await screenshot(page, `admin-messages-reader-${viewport}`, false);

      await reader.getByRole('button', { name: 'Mark as unread' }).click();
      await page.getByRole('status').filter({ hasText: 'Message marked as unread' }).waitFor();
      await page.getByRole('main').getByText('2 unread', { exact: true }).waitFor();
      await expect.poll(() => sidebarMessages.textContent()).toBe('Messages 2 unread');
    });
  });
}
