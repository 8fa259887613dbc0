/**
 * The installations, support issues and blueprints of the dashboard, end to end, in Chromium against
 * the whole product as `make dev` runs it (`@smarthome/dev/testing`, with its demo data): the demo
 * customer follows their installations and reports and resolves an issue, the installer works in the
 * blueprint library, the admin creates an installation, lists its hardware from the calculator's
 * catalogue and deletes it. At 1280 and 390 px; every screen is audited (axe: no serious or critical
 * violation; nothing wider than the window) and screenshot for review
 * (web/e2e/screenshots/ops-<role>-<screen>-<viewport>.png). A planned installation day is the same
 * day to an admin whose browser is in UTC, in Iași or in New York.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports, type ViewportName } from './support/browser';
import { auditScreen as audit, signInToDashboard, type DemoAccount } from './support/dashboard-session';
import { useDevStackAndBrowser } from './support/dev-stack-suite';

/** Signing in, several screens and their writes through the whole stack, on two busy CPUs. */
const FLOW_TIMEOUT_MS = 240_000;

const suite = useDevStackAndBrowser();
const signIn = (viewport: ViewportName, who: DemoAccount) => signInToDashboard(suite, viewport, who);

function entries(page: Page, viewport: ViewportName, caption: string) {
  return viewport === 'desktop'
    ? page.getByRole('table', { name: caption }).getByRole('rowheader')
    : page.getByRole('list', { name: caption }).getByRole('heading', { level: 2 });
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  describe(`installations, issues and blueprints at ${viewport} size`, () => {
    it(
      'the customer sees their installations, reports an issue from one, comments and resolves it',
      async () => {
        const page = await signIn(viewport, 'client');
        await page.getByRole('heading', { level: 1, name: 'Welcome, Ioana' }).waitFor();
        const issuesWidget = page.getByRole('region', { name: 'Recent Issues' });
        const installationsWidget = page.getByRole('region', { name: 'Installations' });
        await issuesWidget.getByRole('listitem').first().waitFor();
        await installationsWidget.getByRole('listitem').first().waitFor();
        expect(await installationsWidget.getByRole('listitem').count()).toBe(3);
        expect(await issuesWidget.getByRole('listitem').count()).toBe(3);
        expect(await page.getByText('Administrator', { exact: true }).count()).toBe(0);
        await audit(page, `ops-client-home-${viewport}`);

        await page.goto('/dashboard/installations');
        await entries(page, viewport, 'Installations').first().waitFor();
        expect(await entries(page, viewport, 'Installations').count()).toBe(3);
        await page
          .getByText(/^Planned: /)
          .first()
          .waitFor();
        await page.getByText('N/A', { exact: true }).first().waitFor();
        expect(await page.getByRole('link', { name: 'New Installation' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
        await audit(page, `ops-client-installations-${viewport}`);

        await page.getByRole('link', { name: 'Apartament Tătărași', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Apartament Tătărași' }).waitFor();
        const hardware = page.getByRole('table', { name: 'Hardware items' });
        await hardware.getByRole('rowheader', { name: 'Cap termostatic Zigbee Sonoff TRVZB' }).waitFor();
        await page.getByText('$1380.50').waitFor();
        await audit(page, `ops-client-installation-${viewport}`);

        await page.getByRole('link', { name: 'Report an Issue' }).click();
        await page.getByRole('heading', { level: 1, name: 'New Issue' }).waitFor();
        const installation = page.getByLabel('Installation');
        await expect.poll(() => installation.inputValue()).toBe('2');
        await page.getByRole('button', { name: 'Submit Issue' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please fill out all fields' }).waitFor();
        await page.getByLabel('Title').fill('Becul din hol nu se mai aprinde');
        await page
          .getByLabel('Description')
          .fill('De azi-dimineață becul din hol nu răspunde din aplicație.');
        await audit(page, `ops-client-new-issue-${viewport}`);
        await page.getByRole('button', { name: 'Submit Issue' }).click();

        await page.getByRole('heading', { level: 1, name: 'Becul din hol nu se mai aprinde' }).waitFor();
        await page.getByText('Issue reported successfully').waitFor();
        await page.getByRole('button', { name: 'Add Comment' }).click();
        await page.getByText('Comment cannot be empty').waitFor();
        await page.getByLabel('Add a comment').fill('Am încercat și să îl scot din priză.');
        await page.getByRole('button', { name: 'Add Comment' }).click();
        await page
          .getByRole('listitem')
          .filter({ hasText: 'Am încercat și să îl scot din priză.' })
          .waitFor();

        // Open: Mark as In Progress and Mark as Resolved; no Reopen.
        expect(await page.getByRole('button', { name: 'Reopen Issue' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Mark as Resolved' }).click();
        await page.getByRole('button', { name: 'Reopen Issue' }).waitFor();
        expect(await page.getByRole('button', { name: 'Mark as In Progress' }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: 'Mark as Resolved' }).count()).toBe(0);
        // The new status shows before the server answers; its message comes with the answer, then hides.
        await page.getByText('Issue marked as Resolved').waitFor();
        await page.getByText('Issue marked as Resolved').waitFor({ state: 'detached' });
        await audit(page, `ops-client-issue-${viewport}`);

        await page.goto('/dashboard/issues');
        await entries(page, viewport, 'Support issues').first().waitFor();
        // The list offers the two forward moves only.
        expect(await page.getByRole('button', { name: /^Reopen Issue/ }).count()).toBe(0);
        await audit(page, `ops-client-issues-${viewport}`);

        // Blueprints are for staff: the customer is sent back to the dashboard.
        await page.goto('/dashboard/blueprints');
        await page.waitForURL((url) => url.pathname === '/dashboard');
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      'the installer sees every installation, filters and reads blueprints and adds one',
      async () => {
        const page = await signIn(viewport, 'installer');
        await page.getByRole('heading', { level: 1, name: 'Welcome, Andrei' }).waitFor();
        await page.getByRole('main').getByText('Installer', { exact: true }).first().waitFor();
        await page.getByRole('region', { name: 'Installer tools' }).waitFor();
        await page.getByRole('region', { name: 'Recent Issues' }).getByRole('listitem').first().waitFor();
        await audit(page, `ops-installer-home-${viewport}`);

        await page.goto('/dashboard/installations');
        await entries(page, viewport, 'Installations').first().waitFor();
        expect(await entries(page, viewport, 'Installations').count()).toBeGreaterThanOrEqual(5);
        expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
        expect(await page.getByRole('link', { name: /^Report issue: / }).count()).toBeGreaterThanOrEqual(5);

        await page.goto('/dashboard/blueprints');
        await entries(page, viewport, 'Blueprints').first().waitFor();
        expect(await entries(page, viewport, 'Blueprints').count()).toBe(10);
        await audit(page, `ops-installer-blueprints-${viewport}`);
        await page.getByLabel('Tag').selectOption('security');
        await page.waitForURL((url) => url.search === '?tag=security');
        await expect.poll(() => entries(page, viewport, 'Blueprints').count()).toBe(3);
        await page.getByRole('button', { name: 'Clear' }).click();
        await expect.poll(() => entries(page, viewport, 'Blueprints').count()).toBe(10);
        await page.getByRole('link', { name: 'Next' }).click();
        await page.waitForURL((url) => url.search === '?page=2');
        // The 12 demo blueprints, and the ones the earlier runs of this file added.
        await expect.poll(() => entries(page, viewport, 'Blueprints').count()).toBeGreaterThanOrEqual(2);

        await page.goto('/dashboard/blueprints?tag=lighting');
        await page.getByRole('link', { name: 'View Motion-activated light' }).click();
        await page.getByRole('heading', { level: 1, name: 'Motion-activated light' }).waitFor();
        const yaml = page.locator('pre code.language-yaml');
        expect(await yaml.locator('.hljs-attr').count()).toBeGreaterThan(0);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.getByRole('button', { name: 'Copy' }).click();
        await page.getByRole('button', { name: 'Copied!' }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^blueprint:/);
        await audit(page, `ops-installer-blueprint-${viewport}`);

        await page.goto('/dashboard/blueprints/new');
        await page.getByRole('heading', { level: 1, name: 'New Blueprint' }).waitFor();
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByRole('alert').filter({ hasText: 'Title, tag, and content are required' }).waitFor();
        const title = `Garage door reminder ${viewport}`;
        await page.getByLabel('Title').fill(title);
        await page.getByLabel('Tag', { exact: true }).fill('garage');
        await page
          .getByLabel('Content')
          .fill('blueprint:\n  name: Garage door reminder\n  domain: automation\n');
        await audit(page, `ops-installer-blueprint-form-${viewport}`);
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByText('Blueprint created successfully').waitFor();
        await page.getByRole('heading', { level: 1, name: 'Blueprints' }).waitFor();
        await page.getByText(title).first().waitFor();
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      'the admin creates an installation, lists its hardware from the catalogue and deletes it',
      async () => {
        const page = await signIn(viewport, 'admin');
        await page.getByRole('heading', { level: 1, name: 'Welcome, Mihai' }).waitFor();
        await page.getByRole('region', { name: 'Administration' }).waitFor();
        await page.getByRole('region', { name: 'Installations' }).getByRole('listitem').first().waitFor();
        await audit(page, `ops-admin-home-${viewport}`);

        await page.goto('/dashboard/installations');
        await entries(page, viewport, 'Installations').first().waitFor();
        await audit(page, `ops-admin-installations-${viewport}`);
        await page.getByRole('link', { name: 'New Installation' }).click();
        await page.getByRole('heading', { level: 1, name: 'New Installation' }).waitFor();
        await page.getByRole('button', { name: 'Create Installation' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please fill out all fields' }).waitFor();
        const name = `Casă Galata ${viewport}`;
        await page.getByLabel('Name').fill(name);
        await page.getByLabel('Address').fill('Str. Galata 8, Iași');
        await page.getByLabel('Customer email').fill('elena.rusu@example.ro');
        await page.getByLabel('Package').selectOption('advanced');
        await page.getByLabel('Planned installation date').fill('2026-09-15');
        await page.getByLabel('Estimated total cost').fill('12.345');
        await page.getByRole('button', { name: 'Create Installation' }).click();
        await page.getByRole('alert').filter({ hasText: 'with at most 2 decimals' }).waitFor();
        await page.getByLabel('Estimated total cost').fill('');
        await audit(page, `ops-admin-installation-form-${viewport}`);
        await page.getByRole('button', { name: 'Create Installation' }).click();

        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByText('Installation created successfully').waitFor();
        await page.getByText('Not specified').waitFor();
        await page.getByText('September 15, 2026').waitFor();

        await page.getByRole('link', { name: 'Edit Hardware' }).click();
        await page.getByRole('heading', { level: 1, name: 'Edit Installation' }).waitFor();
        const editor = page.getByRole('form', { name: 'Hardware' });
        await editor.getByLabel('Add from the calculator’s catalogue').selectOption('raspberry-pi');
        await editor.getByRole('button', { name: 'Add item' }).click();
        await editor.getByLabel('Add from the calculator’s catalogue').selectOption('door-sensor');
        await editor.getByRole('button', { name: 'Add item' }).click();
        await editor.getByLabel('Item 2 quantity').fill('4');
        await editor.getByText('720.00 RON').waitFor();
        await editor.getByLabel(/^Also set the estimated cost to the total/).check();
        await audit(page, `ops-admin-hardware-${viewport}`);
        await editor.getByRole('button', { name: 'Save Hardware' }).click();
        await page.getByText('Hardware saved successfully').waitFor();

        await page.goto('/dashboard/installations');
        await page.getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByText('$720.00').waitFor();
        await page
          .getByRole('table', { name: 'Hardware items' })
          .getByText('Senzor de ușă și fereastră')
          .waitFor();

        await page.getByRole('button', { name: 'Delete' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete installation' });
        await confirm
          .getByText('Are you sure you want to delete this installation?', { exact: false })
          .waitFor();
        await audit(page, `ops-admin-installation-delete-${viewport}`);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page
          .getByText('Installation deleted successfully, including all related issues and comments.')
          .waitFor();
        await page.waitForURL((url) => url.pathname === '/dashboard/installations');
        expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
      },
      FLOW_TIMEOUT_MS,
    );
  });
}

describe('the planned installation day', () => {
  it(
    'is the day picked, in the detail, the list and the edit form, to a reader in UTC, Iași and New York',
    async () => {
      const pages = new Map<string, Page>();
      for (const timezoneId of ['UTC', 'Europe/Bucharest', 'America/New_York']) {
        pages.set(timezoneId, await signInToDashboard(suite, 'desktop', 'admin', { timezoneId }));
      }
      // Made through the REST API, as an integrator would: the day alone.
      const api = pages.get('UTC')!.request;
      const { csrfToken } = (await (await api.get('/api/v0/auth/csrf-token')).json()) as {
        csrfToken: string;
      };
      const name = `Casă Copou ${Date.now()}`;
      const created = await api.post('/api/v0/installations', {
        data: {
          name,
          address: 'Bd. Carol I 11, Iași',
          userEmail: 'elena.rusu@example.ro',
          package: 'basic',
          status: 'pending',
          plannedInstallationDate: '2027-02-01',
          csrfToken,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      try {
        for (const [timezoneId, page] of pages) {
          expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
            timezoneId,
          );
          const planned = page.getByText('Planned installation', { exact: true }).locator('xpath=..');
          await page.goto(`/dashboard/installations/${id}`);
          await page.getByRole('heading', { level: 1, name }).waitFor();
          await planned.getByText('February 1, 2027', { exact: true }).waitFor();

          await page.goto('/dashboard/installations');
          const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
          await row.getByText('Planned: February 1, 2027', { exact: true }).waitFor();

          await page.goto(`/dashboard/installations/${id}/edit`);
          const day = page.getByLabel('Planned installation date');
          await expect.poll(() => day.inputValue()).toBe('2027-02-01');
          await page.getByRole('button', { name: 'Update Installation' }).click();
          await page.getByText('Installation updated successfully').waitFor();
          await planned.getByText('February 1, 2027', { exact: true }).waitFor();
        }
        const saved = await (await api.get(`/api/v0/installations/${id}`)).json();
        expect((saved as { planned_installation_date: string }).planned_installation_date).toBe('2027-02-01');
      } finally {
        await api.delete(`/api/v0/installations/${id}`, { headers: { 'x-csrf-token': csrfToken } });
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
