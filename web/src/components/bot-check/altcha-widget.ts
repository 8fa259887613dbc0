/**
 * The ALTCHA widget as the forms' bot check uses it: its code (loaded once, on the first form that
 * needs it), its attributes and the reading of its events.
 */

let altchaModules: Promise<unknown> | undefined;
/** The widget and its Romanian texts, fetched once, when a form first starts its bot check. */
export function loadAltcha(): Promise<unknown> {
  altchaModules ??= Promise.all([import('altcha'), import('altcha/i18n/ro')]);
  return altchaModules;
}

/**
 * The widget's attributes: it fetches its challenge from `challengeUrl` and starts solving as soon
 * as it is drawn (`auto="onload"`), so the proof is usually ready before the visitor has finished
 * typing.
 */
export const altchaAttributes = (challengeUrl: string) =>
  ({
    challenge: challengeUrl,
    auto: 'onload',
    language: 'ro',
    name: 'altcha',
    type: 'checkbox',
    // Its "human interaction signature" is asked for only by ALTCHA's paid Sentinel server, not by
    // this site's: without it, the widget does not sample every pointer move and scroll of the page.
    configuration: WIDGET_CONFIGURATION,
  }) as const;

const WIDGET_CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

/** The payload of a widget's `statechange` event: the proof once verified, else null. */
export function verifiedPayload(event: Event): string | null {
  const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
  return detail?.state === 'verified' ? (detail.payload ?? null) : null;
}
