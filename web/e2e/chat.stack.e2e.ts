/**
 * The virtual assistant of the public site, end to end, in Chromium against the whole product as
 * `make dev` runs it (`@smarthome/dev/testing`; without a language model the offline assistant
 * answers from the site's facts, in Romanian): an anonymous visitor's question leads to the sign-in,
 * and back on the same page, signed in as the demo customer, the chat reopens and answers it, streamed;
 * the conversation is found again after a reload and cleared on the server; on a phone the sheet
 * closes with a swipe down; the calculator opens the chat with its estimate. Screenshots of the panel
 * at 1280 and 390 px for review (web/e2e/screenshots/chat-*.png).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calculatorTexts } from '@/features/calculator/calculator-texts';
import { screenshot } from './support/browser';
import { DEMO_ADMIN, useDevStackAndBrowser } from './support/dev-stack-suite';

/** Signing in and asking through the whole stack, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

const suite = useDevStackAndBrowser();

/** The demo customer `make dev` seeds (the demo accounts share the password). */
const DEMO_CUSTOMER = { email: 'client@smarthome.local', password: DEMO_ADMIN.password };
/** Staff chat too; a conversation of its own keeps the phone test apart from the customer's. */
const DEMO_INSTALLER = { email: 'installer@smarthome.local', password: DEMO_ADMIN.password };
const QUESTION = 'Cât costă pachetul Basic?';

const launcher = (page: Page) => page.getByRole('button', { name: 'Deschide asistentul virtual' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Asistent virtual' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Mesajul tău' });
const bubbles = (page: Page) =>
  panel(page).getByRole('list', { name: 'Conversația cu asistentul virtual' }).getByRole('listitem');
/** The texts of the bubbles after the welcome, each with its screen-reader prefix (Tu: / Asistentul:). */
const conversationTexts = async (page: Page) => (await bubbles(page).allTextContents()).slice(1);

/** An answer as the panel shows it: the Markdown links of the site are their labels. */
const shown = (answer: string) => answer.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1');

interface StreamedAnswer {
  deltas: string[];
  response: string;
}

/** The events of a POST /chat/stream answer: the pieces and the whole text of its `done` event. */
function readStream(body: string): StreamedAnswer {
  const events = body
    .split(/\r?\n\r?\n/)
    // Comment-only blocks (`: …`) carry no event.
    .filter((block) => /^data:/m.test(block))
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const event =
        lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
  const done = events.find((e) => e.event === 'done');
  if (!done || typeof done.data.response !== 'string') throw new Error(`no done event in: ${body}`);
  return {
    deltas: events.filter((e) => e.event === 'delta').map((e) => String(e.data.text)),
    response: done.data.response,
  };
}

/**
 * Records, from the page's start, every text the newest bubble of the conversation shows: the answer
 * must be seen growing piece by piece into its whole, never anything else.
 */
async function recordNewestBubble(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { chatBubbleTexts: seen });
    new MutationObserver(() => {
      const newest = document.querySelector(
        '[aria-label="Conversația cu asistentul virtual"] > li:last-child',
      )?.textContent;
      if (newest && newest !== seen[seen.length - 1]) seen.push(newest);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Keeps, from the page's start, the whole body of every POST /api/v0/chat/stream answer the page
 * reads (a copy of the stream: the page reads the other): the browser's network log does not keep
 * the bodies of event streams.
 */
async function recordChatStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    Object.assign(window, { chatStreamBodies: bodies });
    const fetchOfPage = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchOfPage(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (!url.includes('/api/v0/chat/stream') || !response.body) return response;
      const [forPage, copy] = response.body.tee();
      void new Response(copy).text().then((text) => bodies.push(text));
      return new Response(forPage, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

describe('the virtual assistant', () => {
  it(
    'asks an anonymous visitor to sign in, answers the question once they are back, keeps the conversation and clears it',
    async () => {
      const page = await suite.openPage('desktop', { ownTab: true });
      await recordNewestBubble(page);
      await recordChatStreams(page);
      await page.goto('/packages');
      await launcher(page).click();
      await input(page).waitFor();
      expect(await input(page).evaluate((field) => field === document.activeElement)).toBe(true);
      await panel(page).getByRole('button', { name: 'Ce include pachetul Basic și cât costă?' }).waitFor();
      await screenshot(page, 'chat-empty-desktop', false);

      await input(page).fill(QUESTION);
      await input(page).press('Enter');
      await panel(page).getByText('trebuie să fii conectat').first().waitFor();
      expect(await input(page).isDisabled()).toBe(true);
      expect(await panel(page).getByRole('button', { name: 'Trimite mesajul' }).isDisabled()).toBe(true);
      const signIn = panel(page).getByRole('link', { name: 'Conectare' });
      expect(await signIn.getAttribute('href')).toBe('/login?source=chat&returnTo=%2Fpackages');
      await screenshot(page, 'chat-sign-in-desktop', false);
      await signIn.click();

      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText('Conectează-te pentru a continua conversația cu asistentul virtual.').waitFor();
      const form = page.getByRole('form', { name: 'Conectare' });
      await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
      await form.getByLabel('Parolă', { exact: true }).fill(DEMO_CUSTOMER.password);
      const streamed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v0/chat/stream' && response.status() === 200,
      );
      await form.getByRole('button', { name: 'Conectare' }).click();

      // Back where the question was asked: the chat reopens by itself and answers it, streamed.
      await page.waitForURL((url) => url.pathname === '/packages');
      await panel(page).waitFor();
      const stream = await streamed;
      expect(stream.headers()['content-type']).toContain('text/event-stream');
      // The first stream the page read was the anonymous one, refused with a 401.
      const body = await page.waitForFunction(() =>
        (window as unknown as { chatStreamBodies: string[] }).chatStreamBodies.find((text) =>
          text.includes('event: done'),
        ),
      );
      const answer = readStream((await body.jsonValue()) as string);
      expect(answer.deltas.length).toBeGreaterThan(0);
      expect(answer.deltas.join('')).toBe(answer.response);
      // The basic package's price, 100 €, from the site's facts.
      expect(answer.response).toMatch(/\b100\b/);
      await expect
        .poll(() => conversationTexts(page))
        .toEqual([`Tu: ${QUESTION}`, `Asistentul: ${shown(answer.response)}`]);
      // From its empty bubble (the typing dots) to the whole answer, the bubble only ever grew.
      const growth = (await page.evaluate('window.chatBubbleTexts')) as string[];
      const final = `Asistentul: ${shown(answer.response)}`;
      const end = growth.lastIndexOf(final);
      const start = growth.lastIndexOf('Asistentul: ', end);
      expect(start).toBeGreaterThanOrEqual(0);
      for (const state of growth.slice(start, end + 1)) expect(final.startsWith(state)).toBe(true);
      expect(await input(page).isEnabled()).toBe(true);
      await panel(page)
        .getByText(/^Îți mai (rămân|rămâne) /)
        .waitFor();
      await screenshot(page, 'chat-answer-desktop', false);

      // The conversation is the account's: after a reload it is there again.
      await page.reload();
      await launcher(page).click();
      await expect
        .poll(() => conversationTexts(page))
        .toEqual([`Tu: ${QUESTION}`, `Asistentul: ${shown(answer.response)}`]);

      // Cleared here and on the server: after another reload the conversation stays empty.
      await panel(page).getByRole('button', { name: 'Șterge conversația' }).click();
      await expect.poll(() => bubbles(page).count()).toBe(1);
      await panel(page).getByRole('button', { name: 'În ce localități faceți instalări?' }).waitFor();
      await page.reload();
      await launcher(page).click();
      await panel(page).waitFor();
      await panel(page).getByText('Se încarcă conversația...').waitFor({ state: 'detached' });
      expect(await bubbles(page).count()).toBe(1);

      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      expect(await launcher(page).evaluate((button) => button === document.activeElement)).toBe(true);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'at 390 px is a sheet that a swipe down of more than 100 px on its header closes',
    async () => {
      const page = await suite.openPage('mobile');
      await page.goto('/');
      await launcher(page).click();
      await panel(page).waitFor();
      // The whole width of the screen, down to its bottom edge.
      const edges = await panel(page).evaluate((sheet) => {
        const rect = sheet.getBoundingClientRect();
        const { clientWidth, clientHeight } = document.documentElement;
        return { left: rect.left, right: clientWidth - rect.right, bottom: clientHeight - rect.bottom };
      });
      expect(edges).toEqual({ left: 0, right: 0, bottom: 0 });
      await screenshot(page, 'chat-empty-mobile', false);

      const header = panel(page).locator('header');
      const drag = async (distance: number) => {
        const area = await header.boundingBox();
        if (!area) throw new Error('the panel has no header on screen');
        // The header's middle, away from its buttons on the right.
        const x = area.x + area.width / 3;
        const y = area.y + area.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x, y + distance, { steps: 6 });
        await page.mouse.up();
      };
      await drag(60);
      expect(await panel(page).isVisible()).toBe(true);
      await drag(180);
      await panel(page).waitFor({ state: 'hidden' });
      await launcher(page).waitFor();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'at 390 px answers a signed-in visitor in Romanian',
    async () => {
      const page = await suite.openPage('mobile');
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Conectare' });
      await form.getByLabel('Email').fill(DEMO_INSTALLER.email);
      await form.getByLabel('Parolă', { exact: true }).fill(DEMO_INSTALLER.password);
      await form.getByRole('button', { name: 'Conectare' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/faq');
      await launcher(page).click();
      await panel(page).waitFor();
      await panel(page).getByText('Se încarcă conversația...').waitFor({ state: 'detached' });
      const streamed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v0/chat/stream',
      );
      await panel(page).getByRole('button', { name: 'În ce localități faceți instalări?' }).click();
      const stream = await streamed;
      expect(stream.status()).toBe(200);
      expect(stream.headers()['content-type']).toContain('text/event-stream');
      // The service area of the site's facts.
      await expect
        .poll(async () => (await conversationTexts(page)).slice(-2))
        .toEqual(['Tu: În ce localități faceți instalări?', expect.stringContaining('Iași')]);
      expect(await input(page).isEnabled()).toBe(true);
      await screenshot(page, 'chat-answer-mobile', false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "opens from the calculator's summary with the estimate in the input",
    async () => {
      const page = await suite.openPage('desktop');
      await page.goto('/hardware/calculator');
      const summary = page.getByRole('region', { name: 'Estimarea ta' });
      await summary.getByText('565 lei').first().waitFor();
      await summary.getByRole('button', { name: 'Întreabă asistentul virtual' }).click();
      await panel(page).waitFor();
      await expect.poll(() => input(page).inputValue()).toBe(calculatorTexts.chatMessage(565, null));
      expect(await panel(page).getByRole('button', { name: 'Trimite mesajul' }).isEnabled()).toBe(true);
      await screenshot(page, 'chat-calculator-desktop', false);
    },
    FLOW_TIMEOUT_MS,
  );
});
