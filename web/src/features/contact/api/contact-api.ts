/**
 * The contact calls of the REST facade (gateway/src/rest/contact.ts): which bot check to run, and
 * the message itself. The browser never talks to a mail service: the site's own API stores the message
 * and mails the installer, so no mail credentials or third-party form service reach the page.
 */
import type { ContactFormInput } from '@smarthome/catalog';
import { botCheckSource } from '@/components/bot-check/bot-check-settings';
import { apiRequest } from '@/lib/api-client';
import { contactFormTexts } from '@/features/contact/contact-texts';

/** GET /contact/bot-check: which bot check the form runs. */
export const contactBotCheck = botCheckSource('/contact/bot-check', contactFormTexts.failure);

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
