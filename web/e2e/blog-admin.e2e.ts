/**
 * The admin blog screens in Chromium, at desktop and phone sizes: an admin writes a post in the
 * rich-text editor (a heading, a list, a link and a Python code block), sets its tags, featured flag
 * and publication date, saves it, and finds it in the list and on its own page. The signed-in profile
 * and /graphql are stubbed (by operation name); the post the list and the detail answer with is the
 * one the mutation received, so what was typed is what comes back.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAppPage, screenshot, screenshotOnFailure, type ViewportName, viewports } from './support/browser';
import { editorToolbar, typePythonBlock } from './support/blog-editor';
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

interface BlogPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  tags: string[];
  featured: boolean;
  publishedDate: string | null;
  scheduled: boolean;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

const existing: BlogPost = {
  id: '65f000000000000000000001',
  title: 'Cum alegi un hub Zigbee',
  slug: 'cum-alegi-un-hub-zigbee',
  description: '<p>Un hub local, fără cloud.</p><pre><code class="language-ruby">puts "salut"</code></pre>',
  tags: ['zigbee'],
  featured: false,
  publishedDate: null,
  scheduled: false,
  imageUrl: null,
  createdAt: '2026-02-10T08:00:00.000Z',
  updatedAt: '2026-02-10T08:00:00.000Z',
};

const older: BlogPost = {
  ...existing,
  id: '65f000000000000000000000',
  title: 'Primii pași cu Home Assistant',
  slug: 'primii-pasi-cu-home-assistant',
  description: '<p>Instalare pe un Raspberry Pi.</p>',
  createdAt: '2025-12-01T08:00:00.000Z',
  updatedAt: '2025-12-01T08:00:00.000Z',
};

/** What the editor writes for the post typed below. */
const expectedHtml =
  '<h2>De ce Zigbee</h2>' +
  '<p>Senzorii consumă foarte puțin.</p>' +
  '<ul><li><p>Senzori de ușă</p></li><li><p>Senzori de mișcare</p></li></ul>' +
  '<p>Ghidul complet: <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.ro/ghid">https://example.ro/ghid</a></p>' +
  '<pre><code class="language-python">if motion:\n    light.turn_on()</code></pre>';

/** The signed-in admin, a CSRF token for the mutations, and /graphql answering the blog operations. */
async function openAsAdmin(viewport: ViewportName) {
  const context = await suite.browser.newContext({
    viewport: viewports[viewport],
    baseURL: suite.site.baseURL,
    locale: 'en-US',
    // The publication time is chosen in Iași's time zone: 09:00 there on 1 September is 06:00 UTC.
    timezoneId: 'Europe/Bucharest',
  });
  const page = await newAppPage(context);
  screenshotOnFailure(page);
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await signInAs(context, suite.site.baseURL, admin);
  await page.route('**/api/v0/auth/csrf-token', (route) => json(route, { csrfToken: 'e2e-token' }));

  const posts: BlogPost[] = [existing];
  const creates: Record<string, unknown>[] = [];
  const typed = (post: BlogPost) => ({ __typename: 'BlogPost', ...post });
  await page.route('**/graphql', (route) => {
    const { operationName, variables = {} } = (route.request().postDataJSON() ?? {}) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    switch (operationName) {
      case 'AdminBlogPosts':
        // Two pages: the posts of this session, then one older post.
        return json(route, {
          data: {
            blogPosts: {
              __typename: 'BlogPage',
              data: (variables.page === 2 ? [older] : posts).map(typed),
              totalPages: 2,
            },
          },
        });
      case 'AdminBlogPost': {
        const post = posts.find((p) => p.id === variables.id);
        return json(
          route,
          post
            ? { data: { blogPost: typed(post) } }
            : { data: null, errors: [{ message: 'Blog post not found', extensions: { code: 'NOT_FOUND' } }] },
        );
      }
      case 'CreateBlogPost': {
        creates.push(variables);
        const input = variables.input as Omit<
          BlogPost,
          'id' | 'slug' | 'scheduled' | 'createdAt' | 'updatedAt'
        >;
        const post: BlogPost = {
          ...input,
          id: '65f000000000000000000002',
          slug: 'senzori-zigbee-pentru-fiecare-camera',
          scheduled: true,
          createdAt: '2026-03-05T12:30:00.000Z',
          updatedAt: '2026-03-05T12:30:00.000Z',
        };
        posts.unshift(post);
        return json(route, { data: { createBlogPost: typed(post) } });
      }
      default:
        return route.fallback();
    }
  });
  return { context, page, creates };
}

/** Audits the page once it has settled: a dialog fading in would be measured at half its contrast. */
async function expectAccessible(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await dashboardLayoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

/** Writes the post's content with the toolbar and the keyboard, as an admin would. */
async function writeContent(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Content' });
  const { tool } = editorToolbar(page);
  await editor.click();

  await tool('Heading 2').click();
  await page.keyboard.type('De ce Zigbee');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Senzorii consumă foarte puțin.');
  await page.keyboard.press('Enter');

  await tool('Bulleted list').click();
  await expect.poll(() => tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type('Senzori de ușă');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Senzori de mișcare');
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => tool('Bulleted list').getAttribute('aria-pressed')).toBe('false');

  await page.keyboard.type('Ghidul complet: ');
  await tool('Link').click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Link URL').fill('https://example.ro/ghid');
  await dialog.getByLabel('Link URL').press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
  await page.keyboard.press('Enter');

  await typePythonBlock(page);
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`admin blog at ${viewport} size`, () => {
    it('an admin writes a post with the editor, saves it, and finds it in the list and on its page', async () => {
      const { context, page, creates } = await openAsAdmin(viewport);
      await page.goto('/dashboard/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      await page.getByText(existing.title).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `blog-admin-list-${viewport}`);

      const pager = page.getByRole('navigation', { name: 'Blog pages' });
      await pager.getByRole('link', { name: 'Next' }).click();
      await page.getByText(older.title).first().waitFor();
      expect(new URL(page.url()).search).toBe('?page=2');
      expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      await pager.getByRole('link', { name: 'Page 1' }).click();
      await page.getByText(existing.title).first().waitFor();

      await page.getByRole('link', { name: 'Create Blog Post' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create Blog Post' }).waitFor();
      await page.getByRole('textbox', { name: 'Content' }).waitFor();

      // Nothing typed yet: the form refuses.
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Title and description are required' }).waitFor();

      await page.getByLabel('Title').fill('Senzori Zigbee pentru fiecare cameră');
      await writeContent(page);
      // Both required fields are filled in now: the message about them is gone.
      expect(await page.getByRole('alert').count()).toBe(0);
      const tags = page.getByRole('textbox', { name: 'Tags' });
      await tags.fill('zigbee');
      await tags.press('Enter');
      await tags.fill(' senzori ');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('Featured Post').check();
      await page.getByLabel('Publication Date (optional)').fill('2026-09-01T09:00');
      await expectAccessible(page);
      if (viewport === 'mobile') {
        // The narrowest phone too: the date-and-time field is the widest control of the form.
        await page.setViewportSize({ width: 320, height: 700 });
        expect(await dashboardLayoutProblems(page)).toEqual([]);
        await page.setViewportSize(viewports.mobile);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `blog-admin-form-${viewport}`);

      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      await expect.poll(() => creates.length).toBe(1);
      expect(creates).toEqual([
        {
          input: {
            title: 'Senzori Zigbee pentru fiecare cameră',
            description: expectedHtml,
            tags: ['zigbee', 'senzori'],
            featured: true,
            publishedDate: '2026-09-01T06:00:00.000Z',
            imageUrl: null,
          },
        },
      ]);

      // The list was read again and shows the new post, scheduled, with its publication time.
      await page.getByText('Publishes September 1, 2026 at 9:00 AM').waitFor();
      await screenshot(page, `blog-admin-list-after-create-${viewport}`);
      await page.getByRole('link', { name: 'View Senzori Zigbee pentru fiecare cameră' }).click();

      await page.getByRole('heading', { level: 1, name: 'Senzori Zigbee pentru fiecare cameră' }).waitFor();
      const content = page.getByRole('region', { name: 'Content' });
      await content.getByRole('heading', { level: 2, name: 'De ce Zigbee' }).waitFor();
      expect(await content.getByRole('listitem').allTextContents()).toEqual([
        'Senzori de ușă',
        'Senzori de mișcare',
      ]);
      expect(await content.getByRole('link', { name: 'https://example.ro/ghid' }).getAttribute('href')).toBe(
        'https://example.ro/ghid',
      );
      expect(await content.locator('pre code.language-python').textContent()).toBe(
        'if motion:\n    light.turn_on()',
      );
      await page.getByText('Featured', { exact: true }).waitFor();
      await page.getByText('Scheduled', { exact: true }).waitFor();
      await page.getByText('September 1, 2026 at 9:00 AM').waitFor();
      await expectAccessible(page);
      await screenshot(page, `blog-admin-detail-${viewport}`);

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete blog post' });
      await confirm.getByText('Are you sure you want to delete this blog post?').waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await expectAccessible(page);
      await screenshot(page, `blog-admin-delete-${viewport}`, false);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await context.close();
    });
  });
}

describe('admin blog editor', () => {
  it('leaves an untouched post without a question, and asks before throwing away an edit', async () => {
    const { context, page } = await openAsAdmin('desktop');
    const sidebarBlog = page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', {
      name: 'Blog',
    });
    const openEditor = async () => {
      await page.goto(`/dashboard/blog/${existing.id}/edit`);
      const editor = page.getByRole('textbox', { name: 'Content' });
      await editor.getByText('Un hub local, fără cloud.').waitFor();
      return editor;
    };
    // The editor reads the stored post (its code block included) without that counting as a change.
    await openEditor();
    await sidebarBlog.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    const editor = await openEditor();
    await editor.getByText('Un hub local, fără cloud.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Și fără abonament.');
    await sidebarBlog.click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await screenshot(page, 'admin-blog-leave-question', false);
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await editor.getByText('Un hub local, fără cloud. Și fără abonament.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/blog/${existing.id}/edit`);

    await sidebarBlog.click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/blog');
    await context.close();
  });

  it("opens a stored post with its content; inside its code block the picker shows the block's language", async () => {
    const { context, page } = await openAsAdmin('desktop');
    await page.goto(`/dashboard/blog/${existing.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Blog Post' }).waitFor();
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.getByText('Un hub local, fără cloud.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(existing.title);
    const language = page.getByRole('combobox', { name: 'Code language' });
    await editor.getByText('Un hub local, fără cloud.').click();
    expect(await language.inputValue()).toBe('markup');
    await editor.locator('pre code').click();
    await expect.poll(() => language.inputValue()).toBe('ruby');
    await expect
      .poll(() => page.getByRole('button', { name: 'Code block', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await context.close();
  });
});
