import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The business's own accounts the public pages link to: the WhatsApp chat on /contact and the
 * Facebook page on the home page. The pages are built into HTML, so these are settings of the
 * build. A setting left out leaves its link out: a link to a guessed account is worse than none.
 */
export interface BusinessSettings {
  /** The WhatsApp number in international form, digits only, as wa.me links want it. */
  whatsappNumber?: string;
  /** The address of the business's Facebook page. */
  facebookUrl?: string;
}

/** Written beside the build for the gateway, which refuses to serve a production site without them. */
export const BUSINESS_SETTINGS_FILE = '.business-settings.json';

export const BUSINESS_SETTINGS_ENV = {
  whatsappNumber: 'BUSINESS_WHATSAPP_NUMBER',
  facebookUrl: 'BUSINESS_FACEBOOK_URL',
} as const;

export class BusinessSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid business settings for the web build:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BusinessSettingsError';
  }
}

const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com']);

/** `+40 712 345 678`, `0040-712-345-678` → `40712345678`; undefined when it is not such a number. */
function internationalDigits(text: string): string | undefined {
  const compact = text.replace(/[\s().-]/g, '').replace(/^(\+|00)/, '');
  return /^[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}

function facebookPage(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  const page = url.pathname.replace(/\/+$/, '');
  return url.protocol === 'https:' && FACEBOOK_HOSTS.has(url.hostname) && page !== '' ? url.href : undefined;
}

/** The settings from the build's environment; a value given but malformed stops the build. */
export function readBusinessSettings(env: Record<string, string | undefined>): BusinessSettings {
  const problems: string[] = [];
  const settings: BusinessSettings = {};
  const whatsapp = env[BUSINESS_SETTINGS_ENV.whatsappNumber]?.trim();
  if (whatsapp) {
    settings.whatsappNumber = internationalDigits(whatsapp);
    if (!settings.whatsappNumber) {
      problems.push(
        `${BUSINESS_SETTINGS_ENV.whatsappNumber}: must be a phone number in international form, such as +40 712 345 678`,
      );
    }
  }
  const facebook = env[BUSINESS_SETTINGS_ENV.facebookUrl]?.trim();
  if (facebook) {
    settings.facebookUrl = facebookPage(facebook);
    if (!settings.facebookUrl) {
      problems.push(
        `${BUSINESS_SETTINGS_ENV.facebookUrl}: must be the https address of the business's Facebook page, such as https://www.facebook.com/smarthome.iasi`,
      );
    }
  }
  if (problems.length > 0) throw new BusinessSettingsError(problems);
  return settings;
}

/**
 * Reads the settings when the build (or the dev server) starts, hands them to the app as
 * `import.meta.env.VITE_BUSINESS_*` (empty when not given) and writes them beside the build.
 */
export function businessSettings(env: Record<string, string | undefined> = process.env): Plugin {
  const settings = readBusinessSettings(env);
  return {
    name: 'smarthome:business-settings',
    config: () => ({
      define: {
        'import.meta.env.VITE_BUSINESS_WHATSAPP_NUMBER': JSON.stringify(settings.whatsappNumber ?? ''),
        'import.meta.env.VITE_BUSINESS_FACEBOOK_URL': JSON.stringify(settings.facebookUrl ?? ''),
      },
    }),
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      // `from`: the variables as given, so that `make dev` can tell when they changed since the build.
      const from = Object.fromEntries(
        Object.values(BUSINESS_SETTINGS_ENV).map((name) => [name, env[name]?.trim() ?? '']),
      );
      await writeFile(
        path.join(options.dir, BUSINESS_SETTINGS_FILE),
        `${JSON.stringify({ ...settings, from })}\n`,
      );
    },
  };
}
