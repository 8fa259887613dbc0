import type { PackageId } from '@/lib/paths';

/** Business constants of public-site.md section 9. Numbers only; their wording lives in lib/texts. */
export const packagePriceEur: Record<PackageId, number> = { basic: 100, advanced: 170, premium: 300 };

/** Default EUR→RON rate used until the live exchange-rate block exists (section 4, "Exchange rate"). */
export const DEFAULT_EUR_RON_RATE = 4.95;

/** Mobile layout breakpoint of the header (section 2). */
export const MOBILE_NAV_MAX_WIDTH_PX = 999.98;
export const MOBILE_NAV_MEDIA_QUERY = `(max-width: ${MOBILE_NAV_MAX_WIDTH_PX}px)`;

/** The RON approximation is rounded (section 9). */
export const approximateRon = (eur: number, rate: number = DEFAULT_EUR_RON_RATE): number =>
  Math.round(eur * rate);

/** Password minimum length (public-site.md section 9), for registration and a new password alike. */
export const PASSWORD_MIN_LENGTH = 6;

/** Status messages of the signed-in area hide after 3000 ms (signed-in-area.md section 9). */
export const STATUS_MESSAGE_MS = 3000;

/**
 * Dashboard lists show cards instead of a table below this window width: under 1200 px, next to the
 * 264 px sidebar (or on a phone), a seven-column table no longer fits without scrolling sideways.
 */
export const COMPACT_LIST_MEDIA_QUERY = '(max-width: 1199.98px)';
