/**
 * Test helpers of the content service for other packages' tests (the gateway's end-to-end
 * contact tests): what a browser's altcha widget does, in Node.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves an ALTCHA challenge (the JSON text of GET /contact/challenge or of `contactChallenge`)
 * and returns the widget's value: base64 of `{challenge, solution}`. Keep ALTCHA_COST and
 * ALTCHA_MAX_COUNTER small in tests: this runs PBKDF2 on the test's thread.
 */
export async function solveAltchaChallenge(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Settings that make challenges cheap to solve in a test. */
export const FAST_ALTCHA_ENV = {
  ALTCHA_HMAC_KEY: 'test-altcha-hmac-key-0123456789abcdef',
  ALTCHA_COST: '1',
  ALTCHA_MAX_COUNTER: '20',
} as const;
