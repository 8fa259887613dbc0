/**
 * Publishing a blog post with uploaded images, end to end, in Chromium against the whole product
 * as `make dev` runs it (`@smarthome/dev/testing`): the admin writes a post with a python code
 * block, uploads a picture into its text and another as the post's image, and saves it; then an
 * anonymous visitor finds the post on the public blog and sees the highlighted code and the
 * pictures, served by the site itself. At 1280 px: the editor on a phone is blog-admin.e2e.ts's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, type ViewportName } from './support/browser';
import { editorToolbar, typePythonBlock } from './support/blog-editor';
import { signInAsDemoAdmin, STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';

/** Writing, two uploads (resized on the server) and the public pages, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 180_000;
const UPLOADED_IMAGE = /^\/api\/v0\/images\/[0-9a-f]{24}$/;

const suite = useDevStackAndBrowser();

/** A PNG drawn by the browser's canvas (a gradient with a few shapes): a real photo-like file. */
async function drawPng(page: Page, width: number, height: number, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 70% 45%)`);
      gradient.addColorStop(1, `hsl(${hue + 60} 70% 75%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      for (let i = 0; i < 6; i += 1) context.fillRect(60 + i * 150, height / 3, 90, height / 3);
      return canvas.toDataURL('image/png');
    },
    { width, height, hue },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Chooses `file` in the picker that `button` opens, and waits for `field` to hold the uploaded image's address. */
async function uploadThrough(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  file: Buffer,
  field: ReturnType<Page['getByLabel']>,
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: 'schema.png', mimeType: 'image/png', buffer: file });
  await expect.poll(() => field.inputValue(), { timeout: STEP_TIMEOUT_MS }).toMatch(UPLOADED_IMAGE);
  return field.inputValue();
}

/** Writes the post's text, an uploaded picture and a python code block with the editor, as an admin would. */
async function writeContent(page: Page, inlinePicture: Buffer): Promise<string> {
  const editor = page.getByRole('textbox', { name: 'Content' });
  const { tool } = editorToolbar(page);
  await editor.click();
  await page.keyboard.type('Tabloul electric, înainte de montaj.');
  await page.keyboard.press('Enter');

  await tool('Image').click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  const inlineUrl = await uploadThrough(
    page,
    dialog.getByRole('button', { name: 'Upload image' }),
    inlinePicture,
    dialog.getByLabel('Image URL'),
  );
  await dialog.getByLabel('Alternative text').fill('Schema tabloului electric');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'detached' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');

  await typePythonBlock(page);
  return inlineUrl;
}

/** True once the image has loaded and decoded to real pixels. */
const loaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

const viewport: ViewportName = 'desktop';
describe(`publishing at ${viewport} size`, () => {
  it(
    'an admin publishes a post with uploaded images and a python block; a visitor sees them on the blog',
    async () => {
      const title = `Montaj tablou ${viewport} ${Date.now().toString(36)}`;
      const admin = await suite.openPage(viewport);
      await signInAsDemoAdmin(admin);
      await admin.goto('/dashboard/blog');
      await admin.getByRole('link', { name: 'Create Blog Post' }).click();
      await admin.getByRole('heading', { level: 1, name: 'Create Blog Post' }).waitFor();
      await admin.getByLabel('Title', { exact: true }).fill(title);

      const inlineUrl = await writeContent(admin, await drawPng(admin, 1800, 1000, 200));
      const shareUrl = await uploadThrough(
        admin,
        admin.getByRole('button', { name: 'Upload image' }),
        await drawPng(admin, 900, 700, 20),
        admin.getByLabel('Image URL', { exact: true }),
      );
      expect(shareUrl).not.toBe(inlineUrl);
      const preview = admin.locator(`img[src="${shareUrl}"]`);
      await expect.poll(() => loaded(preview)).toBe(true);
      await admin.getByLabel('Image URL', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(admin, `blog-upload-form-${viewport}`);

      // The stored picture as a browser gets it: WebP, cached for good.
      const served = await admin.request.get(shareUrl);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers()['x-content-type-options']).toBe('nosniff');

      await admin.getByRole('button', { name: 'Create' }).click();
      await admin.waitForURL((url) => url.pathname === '/dashboard/blog');

      const visitor = await suite.openPage(viewport, { ownTab: true });
      await visitor.goto('/blog');
      await visitor.getByRole('link', { name: title }).first().click();
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      const code = visitor.locator('pre code.language-python');
      await code.waitFor();
      expect(await code.textContent()).toContain('light.turn_on()');

      const inline = visitor.locator(`img[src="${inlineUrl}"]`);
      await inline.scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(inline)).toBe(true);
      expect(await inline.getAttribute('alt')).toBe('Schema tabloului electric');
      // The content rendering: 1600 wide at most, proportions kept.
      expect(await inline.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);
      // The page as the server writes it (what link previews read) shares the uploaded image.
      const written = await (await visitor.request.get(visitor.url())).text();
      // (The address before the path is PUBLIC_BASE_URL, which the development stack leaves at its default.)
      expect(written).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"/]+${shareUrl}"`));
      expect(written).toContain('<meta property="og:image:width" content="1200" />');
      // Its head loads the islands' runtime, not the app: the post is HTML, and its page's code
      // waits for the visitor to touch it.
      expect(written).toMatch(/<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js">/);
      expect(written).not.toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/blog-post-page-/);
      await screenshot(visitor, `blog-upload-post-${viewport}`);

      // Opened directly, the page comes rendered by the server with the post and the tag counts:
      // the app adopts that HTML in place (no hydration error) and asks the API for none of it.
      expect(written).toContain(`<div id="root" data-prerendered="${new URL(visitor.url()).pathname}">`);
      const asked: string[] = [];
      const errors: string[] = [];
      visitor.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/v0/blog')) asked.push(pathname);
      });
      visitor.on('pageerror', (error) => errors.push(error.message));
      visitor.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visitor.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { sentHeading?: Element | null }).sentHeading = document.querySelector('h1');
        });
      });
      await visitor.reload();
      // Highlighted by the app once it runs: the page has been hydrated.
      await visitor.locator('pre code.language-python [class^="hljs-"]').first().waitFor();
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.waitForLoadState('networkidle');
      const adopted = await visitor.evaluate(() => {
        const sent = (window as { sentHeading?: Element | null }).sentHeading;
        return Boolean(sent) && sent === document.querySelector('h1');
      });
      expect(adopted, 'the heading the server sent is the one on screen').toBe(true);
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);

      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );
});
