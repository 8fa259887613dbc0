import { messagingAppUrl } from '@smarthome/catalog';

/*
 * The business's own accounts, as the build was given them (vite-plugins/business-settings.ts).
 * Read on every call, not once, so that a test can give or take them; undefined when the build
 * was given none, and then the page shows no link rather than one to somebody else's account.
 */

/** The WhatsApp chat with the installer, the greeting typed. */
export function whatsappChatUrl(): string | undefined {
  const number = import.meta.env.VITE_BUSINESS_WHATSAPP_NUMBER;
  return number ? messagingAppUrl(number) : undefined;
}

/** The business's Facebook page. */
export function facebookPageUrl(): string | undefined {
  return import.meta.env.VITE_BUSINESS_FACEBOOK_URL || undefined;
}
