import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { START_TIMEOUT_MS, startDevStack, type RunningDevStack } from '@smarthome/dev/testing';
import { launchChromium, newAppPage, screenshotOnFailure, type ViewportName, viewports } from './browser';

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

export interface DevStackSuite {
  readonly stack: RunningDevStack;
  readonly browser: Browser;
  /** A page of a fresh context (no cookies: an anonymous visitor until it signs in) at `viewport`. */
  openPage(viewport: ViewportName): Promise<Page>;
}

/**
 * The whole product as `make dev` runs it, serving the production build of web/dist through the
 * gateway (what the browser tests are about), and one Chromium, both for the whole file: started
 * before its first test, stopped after its last. Use them inside tests and hooks.
 */
export function useDevStackAndBrowser(): DevStackSuite {
  let stack: RunningDevStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      startDevStack({ vite: false, webBuild: false, requireBuiltWeb: true }),
      launchChromium(),
    ]);
  }, START_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} is not started yet: use it inside a test or hook`);
    return value;
  };
  const suite: DevStackSuite = {
    get stack() {
      return started(stack, 'dev stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async openPage(viewport) {
      const context = await suite.browser.newContext({
        viewport: viewports[viewport],
        baseURL: suite.stack.siteUrl,
        locale: 'ro-RO',
      });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await newAppPage(context);
      screenshotOnFailure(page);
      return page;
    },
  };
  return suite;
}
