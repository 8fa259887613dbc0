import { apiRequest, ApiError } from '@/lib/api-client';

/**
 * Which bot check a form runs, as its server says: ALTCHA (the default, with the address of its
 * challenges) or Google reCAPTCHA v3 (site key and action).
 */
export type BotCheckSettings =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string; action: string };

/** Loads a form's settings; the bot check calls it again after an error. */
export type BotCheckSettingsLoader = (signal: AbortSignal) => Promise<BotCheckSettings>;

/** Where a form's bot-check settings are (its `…/bot-check` path) and how they are loaded. */
export interface BotCheckSource {
  path: string;
  load: BotCheckSettingsLoader;
}

export const isBotCheckSettings = (value: unknown): value is BotCheckSettings => {
  const settings = value as Partial<Record<string, unknown>> | null;
  if (typeof settings !== 'object' || settings === null) return false;
  if (settings.provider === 'altcha') return typeof settings.challengeUrl === 'string';
  return (
    settings.provider === 'recaptcha' &&
    typeof settings.siteKey === 'string' &&
    typeof settings.action === 'string'
  );
};

/** GET `path` (a form's `…/bot-check`), refusing an answer of any other shape with `fallbackError`. */
export async function fetchBotCheckSettings(
  path: string,
  fallbackError: string,
  signal?: AbortSignal,
): Promise<BotCheckSettings> {
  const settings = await apiRequest<unknown>(path, { fallbackError, signal });
  if (!isBotCheckSettings(settings)) throw new ApiError(fallbackError, 200);
  return settings;
}

/** The bot check of the form whose settings are at `path`; a refused answer fails with `fallbackError`. */
export const botCheckSource = (path: string, fallbackError: string): BotCheckSource => ({
  path,
  load: (signal) => fetchBotCheckSettings(path, fallbackError, signal),
});
