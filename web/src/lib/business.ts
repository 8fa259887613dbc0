/**
 * Constants of the web app. The business facts (prices, the default EUR→RON rate, the RON rounding) are defined once in @smarthome/catalog; they are re-exported here
 * for the pages that already import them from this module.
 */
export { approximateRon, DEFAULT_EUR_RON_RATE, packagePriceEur } from '@smarthome/catalog';

/** The header switches to its mobile layout below 1000 px. */
export const MOBILE_NAV_MAX_WIDTH_PX = 999.98;
export const MOBILE_NAV_MEDIA_QUERY = `(max-width: ${MOBILE_NAV_MAX_WIDTH_PX}px)`;

/** Password minimum length, for registration and a new password alike. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A staff account's (installer, admin) password minimum, which the server enforces when such an
 * account resets its password; the form cannot know the account's role, so only the server says it.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Success messages of the signed-in area hide after 3000 ms; errors stay until dismissed. */
export const STATUS_MESSAGE_MS = 3000;

/**
 * Dashboard lists show cards instead of a table below this window width: under 1200 px, next to the
 * 264 px sidebar (or on a phone), a seven-column table no longer fits without scrolling sideways.
 */
export const COMPACT_LIST_MEDIA_QUERY = '(max-width: 1199.98px)';
