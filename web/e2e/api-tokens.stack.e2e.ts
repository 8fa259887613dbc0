/**
 * Personal API tokens end to end, in Chromium against the whole product as `make dev` runs it
 * (`@smarthome/dev/testing`, with its demo data): a signed-in user opens /dashboard/api-tokens from the
 * dashboard home, is told what a name needs, creates a read-only token and sees its secret once; the
 * test then calls the gateway with it as a script would (a read answers, a mutation is refused), the
 * list shows the token as used, and once revoked after the confirmation the token is refused.
 * At 1280 and 390 px (a customer, then an installer); every state is audited (axe: no serious or
 * critical violation; nothing wider than the window), with a screenshot of each when asked
 * (e2e/screenshots/api-tokens-tokens-<screen>-<viewport>.png).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, viewports, type ViewportName } from './support/browser';
import { DEMO_ACCOUNTS, signInToDashboard, type DemoAccount } from './support/dashboard-session';
import { STEP_TIMEOUT_MS, useDevStackAndBrowser } from './support/dev-stack-suite';
import { axeViolations, dashboardLayoutProblems } from './support/page-audit';

/** Signing in, a creation, calls with the token and a revocation through the whole stack, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

const READ_ONLY_MESSAGE = 'This API token can only read: writing needs a token with the write scope';

const suite = useDevStackAndBrowser();

/** Who goes through the journey at each size: any role has tokens of its own. */
const accountFor: Record<ViewportName, DemoAccount> = { desktop: 'client', mobile: 'installer' };

/**
 * The screen is settled (no spinner), clean for axe and the window's width; then its screenshot, of
 * the window alone for a dialog (the page behind it is locked where it was).
 */
async function audit(page: Page, name: string, fullPage = true): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
  expect(await dashboardLayoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `api-tokens-${name}`, fullPage);
}

/** The token's row (wide screens) or card (narrow ones) in the list. */
function tokenEntry(page: Page, viewport: ViewportName, name: string): Locator {
  return viewport === 'desktop'
    ? page
        .getByRole('table', { name: 'Your API tokens' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    : page
        .getByRole('list', { name: 'Your API tokens' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** A call of the gateway as a script makes it: Node's fetch, no cookies, the token as the bearer. */
function callWithToken(secret: string, route: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(route, suite.stack.siteUrl), {
    ...init,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
  });
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`API tokens at ${viewport} size`, () => {
    it(
      'a user creates a read token from the dashboard, uses it, sees it used, revokes it and it is refused',
      async () => {
        const who = accountFor[viewport];
        const page = await signInToDashboard(suite, viewport, who);
        // Copy writes to this browser context's clipboard only: nothing leaves the test.
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: suite.stack.siteUrl,
        });

        await page
          .getByRole('region', { name: 'Quick actions' })
          .getByRole('link', { name: 'API tokens' })
          .click();
        await page.waitForURL((url) => url.pathname === '/dashboard/api-tokens');
        await page.getByRole('heading', { level: 1, name: 'API Tokens' }).waitFor();
        expect(await page.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
          '/api/docs',
        );
        await page
          .getByText('You have no API tokens yet.')
          .or(page.getByText(/^\d+ tokens?$/))
          .first()
          .waitFor();
        await audit(page, `tokens-page-${viewport}`);

        // The page's own checks, before anything is sent.
        const nameField = page.getByLabel('Name', { exact: true });
        await page.getByRole('button', { name: 'Create token' }).click();
        await page.getByText('Name is required').waitFor();
        expect(await nameField.evaluate((field) => field === document.activeElement)).toBe(true);
        expect(await nameField.getAttribute('aria-invalid')).toBe('true');
        await audit(page, `tokens-validation-${viewport}`);
        await nameField.fill('x'.repeat(61));
        await page.getByRole('button', { name: 'Create token' }).click();
        await page.getByText('Name must be at most 60 characters').waitFor();

        // A read-only token for 30 days.
        const name = `Backup ${viewport} ${Date.now().toString(36)}`;
        await nameField.fill(name);
        await page.getByRole('radio', { name: 'Read only' }).check();
        await page.getByLabel('Expires in').selectOption({ label: '30 days' });
        await page.getByRole('button', { name: 'Create token' }).click();

        const panel = page.getByRole('region', { name: `Token "${name}" created` });
        await panel.waitFor();
        expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
        await panel.getByText('Copy this token now. You will not be able to see it again.').waitFor();
        const secret = await panel.getByLabel('Your new token').inputValue();
        expect(secret).toMatch(/^shpat_[0-9A-Za-z]{36}$/);
        await panel.getByRole('button', { name: 'Copy' }).click();
        await panel.getByText('Copied', { exact: true }).waitFor();
        await audit(page, `tokens-secret-${viewport}`);
        await panel.getByRole('button', { name: 'Done' }).click();
        await panel.waitFor({ state: 'detached' });
        expect(await page.getByText(secret).count()).toBe(0);

        const entry = tokenEntry(page, viewport, name);
        await entry.waitFor();
        await entry.getByText(`${secret.slice(0, 10)}…`).waitFor();
        await entry.getByText('Read only').waitFor();
        await entry.getByText('Never').waitFor();
        await entry.getByText('Active').waitFor();

        // A script reads with it and is refused a write; no cookie, no CSRF token: the bearer alone.
        const profile = await callWithToken(secret, '/api/v0/auth/profile');
        expect(profile.status).toBe(200);
        expect(JSON.stringify(await profile.json())).toContain(DEMO_ACCOUNTS[who]);
        const mutation = await callWithToken(secret, '/graphql', {
          method: 'POST',
          body: JSON.stringify({
            query: 'mutation RevokeSomething($id: ID!) { revokeApiToken(id: $id) }',
            variables: { id: '000000000000000000000000' },
          }),
        });
        expect(mutation.status).toBe(403);
        const refusal = (await mutation.json()) as { errors?: { message?: string }[] };
        expect(refusal.errors?.[0]?.message).toBe(READ_ONLY_MESSAGE);

        // Its first use shows after a reload.
        await page.reload();
        await entry.waitFor();
        expect(await entry.getByText('Never').count()).toBe(0);
        await audit(page, `tokens-used-${viewport}`);

        // Revoked after the confirmation: gone from the list, and refused at once.
        await page.getByRole('button', { name: `Revoke ${name}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Revoke API token' });
        await confirm.getByText(`Revoke the token "${name}"?`).waitFor();
        await audit(page, `tokens-revoke-${viewport}`, false);
        await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
        await page.getByText('API token revoked').waitFor();
        await entry.waitFor({ state: 'detached' });
        await expect
          .poll(async () => (await callWithToken(secret, '/api/v0/auth/profile')).status, {
            timeout: STEP_TIMEOUT_MS,
            interval: 500,
          })
          .toBe(401);
      },
      FLOW_TIMEOUT_MS,
    );
  });
}
