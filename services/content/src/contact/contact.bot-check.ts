import { AppError } from '@smarthome/service-kit';

/** What the browser needs to run the bot check (GraphQL `ContactBotCheck`). */
export type BotCheckSettings =
  { provider: 'ALTCHA' } | { provider: 'RECAPTCHA'; siteKey: string; action: string };

/**
 * The server side of the contact form's bot check: the browser proves it is run by a person
 * (ALTCHA: a solved proof-of-work challenge; reCAPTCHA v3: a token with a good score) and the
 * server verifies that proof before it stores anything. Each proof counts once.
 */
export interface BotCheck {
  readonly settings: BotCheckSettings;
  /** Resolves when the token proves a person; throws `botCheckFailed()` otherwise. */
  verify(token: string, clientIp: string): Promise<void>;
}

/** Tokens are a few kilobytes at most (an ALTCHA payload, a reCAPTCHA token); anything longer is refused unread. */
export const BOT_TOKEN_MAX_LENGTH = 10_000;

/**
 * The one answer to a failed check, whatever the reason (missing, forged, expired, replayed, low
 * score): a bot learns nothing from it, and the reason goes to the log. The page shows its own
 * failure text and starts a new check.
 */
export const BOT_CHECK_FAILED_MESSAGE =
  'Verificarea anti-spam nu a reușit. Reîncărcați pagina și încercați din nou.';

export function botCheckFailed(reason: string): AppError {
  return new AppError('BAD_USER_INPUT', BOT_CHECK_FAILED_MESSAGE, { field: 'botToken', reason });
}
