import type { AltchaWidgetElement } from 'altcha/types/generic';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page, Route } from 'playwright-core';

/** The key the browser tests sign their ALTCHA challenges with (as the content service signs its own). */
const HMAC_KEY = 'e2e-altcha-hmac-key-0123456789abcdef';

/**
 * Answers a challenge request with a real ALTCHA challenge, cheap to solve: the widget does the
 * proof of work in its workers, as it does against the content service.
 */
export async function answerCheapChallenge(route: Route): Promise<void> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 40,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    hmacSignatureSecret: HMAC_KEY,
  });
  await route.fulfill({ json: challenge, headers: { 'cache-control': 'no-store' } });
}

/** Checks the token the widget produced (base64 JSON of challenge and solution) the way the content service does. */
export async function isValidProof(token: unknown): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const { challenge, solution } = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: HMAC_KEY });
  return result.verified;
}

/**
 * Begins with the page's form as a visitor does, which starts its bot check: its first field is
 * focused (a reader who never touches the form never starts the check's proof of work).
 */
export async function beginWithForm(page: Page): Promise<void> {
  await page.locator('main form').locator('input, textarea').first().focus();
}

/**
 * Resolves once the form's ALTCHA widget has solved its challenge. It starts once the visitor has
 * begun with the form (`beginWithForm`, or filling it in), so a form is then sent with the proof
 * ready, and the page shows the state a visitor usually sees by the time they have typed. The
 * widget's own state is read: its look is its shadow DOM's business. `timeout` is for both waits
 * (the page's default when not given).
 */
export async function botCheckSolved(page: Page, timeout?: number): Promise<void> {
  await page.locator('altcha-widget').waitFor({ timeout });
  await page.waitForFunction(
    () => document.querySelector<AltchaWidgetElement>('altcha-widget')?.getState?.() === 'verified',
    undefined,
    { timeout },
  );
}
