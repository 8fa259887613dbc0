import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { mailboxClient, type MailboxClient } from '@smarthome/dev/testing';
import { launchChromium, screenshotOnFailure, type ViewportName, viewports } from './browser';
import { ContextPool, type OpenOptions } from './context-pool';
import { DEV_STACK_LOG } from './dev-stack-global-setup';

/** The demo administrator `make dev` seeds (DEV_PASSWORD overrides the password, as for the stack). */
export const DEMO_ADMIN = {
  email: 'admin@smarthome.local',
  password: process.env.DEV_PASSWORD || 'dev-password',
};

/** Fills and sends the sign-in form at /login (the caller waits for what should follow). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Conectare' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Parolă', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Conectare' }).click();
}

/** Signs the demo administrator in through the form and waits for the dashboard. */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Any one wait for a page of the whole stack: real services on two busy CPUs (Playwright's default is 30 s). */
export const STEP_TIMEOUT_MS = 45_000;

/** The stack the project's global setup started (support/dev-stack-global-setup.ts), and its mailbox. */
export interface DevStackInTest extends MailboxClient {
  /** The site as its mails link to it: http://localhost:<gateway port>. */
  siteUrl: string;
}

export interface DevStackSuite {
  readonly stack: DevStackInTest;
  readonly browser: Browser;
  /**
   * A page at `viewport`'s size for a visitor of their own (no cookies: anonymous until they sign in):
   * the tab of a browser context of the file's pool (see `ContextPool`), cleaned before the next test.
   */
  openPage(viewport: ViewportName, options?: OpenOptions): Promise<Page>;
}

/**
 * The whole product as `make dev` runs it, shared by the files of the project (started by its global
 * setup), and one Chromium for the whole file: started before its first test, closed after its last.
 * Use them inside tests and hooks.
 */
export function useDevStackAndBrowser(): DevStackSuite {
  const shared = inject('devStack');
  const stack: DevStackInTest = {
    siteUrl: shared.siteUrl,
    ...mailboxClient(
      shared.gatewayUrl,
      () => `(what the stack printed is in ${DEV_STACK_LOG} once it stops)`,
    ),
  };
  let browser: Browser | undefined;
  const contexts = new ContextPool(async (options) => {
    const context = await suite.browser.newContext({ baseURL: stack.siteUrl, locale: 'ro-RO', ...options });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  });
  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => contexts.cleanTaken());
  afterAll(async () => {
    await browser?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} is not started yet: use it inside a test or hook`);
    return value;
  };
  const suite: DevStackSuite = {
    stack,
    get browser() {
      return started(browser, 'browser');
    },
    async openPage(viewport, options) {
      const { page } = await contexts.open(options);
      await page.setViewportSize(viewports[viewport]);
      screenshotOnFailure(page);
      return page;
    },
  };
  return suite;
}
