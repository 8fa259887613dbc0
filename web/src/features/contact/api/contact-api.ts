/**
 * The contact calls of the REST facade (gateway/src/rest/contact.ts): which bot check to run, and
 * the message itself. The browser never talks to a mail service: the site's own API stores the message
 * and mails the installer, so no mail credentials or third-party form service reach the page.
 */
import { apiRequest, ApiError } from '@/lib/api-client';
import type { ContactFormInput } from '@smarthome/catalog';
import { contactFormTexts } from '@/features/contact/contact-texts';

export type BotCheckSettings =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string; action: string };

const isSettings = (value: unknown): value is BotCheckSettings => {
  const settings = value as Partial<Record<string, unknown>> | null;
  if (typeof settings !== 'object' || settings === null) return false;
  if (settings.provider === 'altcha') return typeof settings.challengeUrl === 'string';
  return (
    settings.provider === 'recaptcha' &&
    typeof settings.siteKey === 'string' &&
    typeof settings.action === 'string'
  );
};

/** GET /contact/bot-check. */
export async function getBotCheckSettings(signal?: AbortSignal): Promise<BotCheckSettings> {
  const settings = await apiRequest<unknown>('/contact/bot-check', {
    fallbackError: contactFormTexts.failure,
    signal,
  });
  if (!isSettings(settings)) throw new ApiError(contactFormTexts.failure, 200);
  return settings;
}

/**
 * POST /contact with the bot-check token. The CSRF token is sent like on every write: an anonymous
 * visitor needs none, a signed-in one does (the gateway asks only when a session cookie rides along).
 */
export async function sendContactMessage(form: ContactFormInput, botToken: string): Promise<void> {
  await apiRequest<unknown>('/contact', {
    method: 'POST',
    body: { ...form, botToken },
    csrf: true,
    fallbackError: contactFormTexts.failure,
  });
}
