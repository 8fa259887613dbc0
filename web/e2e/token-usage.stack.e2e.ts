/**
 * The token usage screen end to end, in Chromium against the whole product as `make dev` runs it
 * (`@smarthome/dev/testing`, with its demo data): a signed-in customer sends the chat assistant a
 * message through the REST facade (POST /api/v0/chat with a CSRF token, as the site's chat does), and
 * the demo admin finds at least that usage on /dashboard/tokens, in the totals, today's row and the
 * models; a wrong range is refused on the page without asking the server; a customer is sent back to
 * /dashboard (and the API refuses them the figures). At 1280 and 390 px; every state is audited (axe:
 * no serious or critical violation; nothing wider than the window) and screenshot for review
 * (web/e2e/screenshots/tokens-<screen>-<viewport>.png).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itAtOneWidth, type ViewportName, viewports } from './support/browser';
import { auditScreen as audit, signInToDashboard, type DemoAccount } from './support/dashboard-session';
import { STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';

/** Signing in twice, a chat answer and several reads through the whole stack, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

/** The business's clock: the API counts days in Bucharest, and so does the admin's browser here. */
const TIME_ZONE = 'Europe/Bucharest';

const suite = useDevStackAndBrowser();

const signIn = (viewport: ViewportName, who: DemoAccount) =>
  signInToDashboard(suite, viewport, who, { timezoneId: TIME_ZONE });

/** Today in Bucharest as the dashboard writes days ('November 26, 2026'), and as a date input takes it. */
function today(): { long: string; day: string } {
  const now = new Date();
  const long = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(now);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  return { long, day };
}

/** '1,234' → 1234. */
const countIn = async (cell: Locator): Promise<number> =>
  Number((await cell.innerText()).replace(/[^\d]/g, ''));

interface Totals {
  totalTokens: number;
  requests: number;
}

/**
 * The figures of the totals' cards once read, or zeros when the range had no usage; a read that
 * failed fails the test at once, with what the screen says.
 */
async function totals(page: Page): Promise<Totals> {
  const overview = page.getByRole('region', { name: 'Overview' });
  const empty = page.getByText('No token usage in this period.');
  const failure = page.getByRole('alert');
  await overview.or(empty).or(failure).first().waitFor();
  if (await failure.isVisible())
    throw new Error(`the token usage was not read: ${await failure.innerText()}`);
  if (await empty.isVisible()) return { totalTokens: 0, requests: 0 };
  const figure = (label: string) =>
    countIn(overview.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]'));
  return { totalTokens: await figure('Total tokens'), requests: await figure('Requests') };
}

/** The TokenUsage operations the page sends from now on. */
function tokenUsageQueries(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'TokenUsage') count += 1;
  });
  return { count: () => count };
}

/**
 * A chat message of the signed-in customer, through the REST facade with a fresh CSRF token. The
 * conversation is cleared after (its token usage stays counted): the demo customer's conversation is
 * the one the chat's own browser test starts from, empty, on the same stack.
 */
async function sendChatMessage(page: Page, content: string): Promise<void> {
  const csrf = await page.request.get('/api/v0/auth/csrf-token');
  expect(csrf.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await csrf.json()) as { csrfToken: string }).csrfToken };
  const answer = await page.request.post('/api/v0/chat', {
    headers,
    data: { messages: [{ role: 'user', content }] },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { response?: unknown };
  expect(typeof body.response).toBe('string');
  expect(String(body.response).trim()).not.toBe('');
  expect((await page.request.delete('/api/v0/chat/history', { headers })).status()).toBe(200);
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`token usage at ${viewport} size`, () => {
    it(
      "the admin finds a customer's chat message in the day's token usage, and a wrong range is refused on the page",
      async () => {
        const admin = await signIn(viewport, 'admin');
        await admin.goto('/dashboard/tokens');
        await admin.getByRole('heading', { level: 1, name: 'Token Usage' }).waitFor();
        const before = await totals(admin);

        const customer = await signIn(viewport, 'client');
        // A question of its own (no cached answer to serve): the model answers it and counts its tokens.
        await sendChatMessage(
          customer,
          `Ce include pachetul Basic? (întrebare de test ${viewport} ${Date.now().toString(36)})`,
        );

        // Apply on the same range reads it again (and says 'Loading...' until the answer is in).
        await expect
          .poll(
            async () => {
              await admin.getByRole('button', { name: 'Apply' }).click();
              await admin.getByRole('button', { name: 'Apply' }).waitFor();
              return (await totals(admin)).requests;
            },
            { timeout: STEP_TIMEOUT_MS, interval: 500 },
          )
          .toBeGreaterThanOrEqual(before.requests + 1);
        const after = await totals(admin);
        expect(after.totalTokens).toBeGreaterThan(before.totalTokens);

        // Today's row holds the message's tokens; the models list at least the one that answered.
        const { long: todayLong, day: todayDay } = today();
        expect(await admin.getByLabel('End date').inputValue()).toBe(todayDay);
        const daily = admin.getByRole('table', { name: 'Tokens per day' });
        const todayRow = daily
          .getByRole('row')
          .filter({ has: admin.getByRole('rowheader', { name: todayLong }) });
        expect(await countIn(todayRow.getByRole('cell').first())).toBeGreaterThan(0);
        const models =
          viewport === 'desktop'
            ? admin.getByRole('table', { name: 'Tokens per model' }).getByRole('rowheader')
            : admin.getByRole('list', { name: 'Tokens per model' }).getByRole('heading', { level: 3 });
        expect(await models.count()).toBeGreaterThanOrEqual(1);
        await admin
          .getByRole('img', { name: /^Bar chart of the tokens used each day from / })
          .locator('svg')
          .first()
          .waitFor();
        await audit(admin, `tokens-admin-${viewport}`);

        // A wrong range is told next to its field, and nothing is asked of the server.
        const queries = tokenUsageQueries(admin);
        const search = new URL(admin.url()).search;
        await admin.getByLabel('Start date').fill(todayDay);
        await admin.getByLabel('End date').fill('2020-01-01');
        await admin.getByText('The end date cannot be before the start date.').waitFor();
        await admin.getByRole('button', { name: 'Apply' }).click();
        expect(await admin.getByLabel('End date').evaluate((field) => field === document.activeElement)).toBe(
          true,
        );
        await admin.getByLabel('Start date').fill('2020-01-02');
        await admin.getByText('The start date cannot be after the end date.').waitFor();
        await admin.getByLabel('End date').fill('2099-12-31');
        await admin.getByText('The end date cannot be in the future.').waitFor();
        await admin.getByRole('button', { name: 'Apply' }).click();
        await audit(admin, `tokens-admin-invalid-range-${viewport}`);
        expect(new URL(admin.url()).search).toBe(search);
        expect(queries.count()).toBe(0);

        // A valid one is read and kept in the address.
        await admin.getByLabel('End date').fill(todayDay);
        await admin.getByRole('button', { name: 'Apply' }).click();
        await admin.waitForURL((url) => url.searchParams.get('start') === '2020-01-02');
        await totals(admin);
        expect(queries.count()).toBe(1);
        expect((await totals(admin)).requests).toBeGreaterThanOrEqual(after.requests);
      },
      FLOW_TIMEOUT_MS,
    );

    itAtOneWidth(viewport)(
      'a customer is sent back to the dashboard, and the API refuses them the figures',
      async () => {
        const page = await signIn(viewport, 'client');
        await page.goto('/dashboard/tokens');
        await page.waitForURL((url) => url.pathname === '/dashboard');
        await page.getByRole('heading', { level: 1, name: 'Welcome, Ioana' }).waitFor();
        expect(await page.getByRole('link', { name: 'Token Usage' }).count()).toBe(0);

        const { day } = today();
        const answer = await page.request.post('/graphql', {
          data: {
            operationName: 'TokenUsage',
            query: `query TokenUsage($startDate: String!, $endDate: String!) {
              tokenUsageStats(startDate: $startDate, endDate: $endDate) { totalTokens }
            }`,
            variables: { startDate: day, endDate: day },
          },
        });
        const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      },
      FLOW_TIMEOUT_MS,
    );
  });
}
