/**
 * The ALTCHA widget of a public page's form, put in place without React. The form itself becomes
 * React at the visitor's first touch, but its bot check shows, and starts solving its challenge, as
 * soon as the page has painted: the proof is ready before the visitor has finished typing, and the
 * page carries neither React nor the form's code until then.
 *
 * The form's <BotCheck>, once React takes over, adopts the widget placed here (`placedAltcha`):
 * its hydrating render is the HTML written here, so nothing is replaced and the solved proof is kept.
 * Imports nothing of React.
 */
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { nextTask } from '@/lib/next-task';
import { fetchBotCheckSettings } from './bot-check-settings';
import { botCheckTexts as t } from './bot-check-texts';
import styles from './bot-check.module.css';

/** The mark of the bot check's loading note: the path of its form's settings. */
export const BOT_CHECK_MARK = 'data-bot-check';

let altchaModules: Promise<unknown> | undefined;
/** The widget and its Romanian texts, fetched once, on the first visit of a page with a form. */
export function loadAltcha(): Promise<unknown> {
  altchaModules ??= Promise.all([import('altcha'), import('altcha/i18n/ro')]);
  return altchaModules;
}

/**
 * The widget's attributes, whoever creates it: it fetches its challenge from `challengeUrl` and
 * starts solving as soon as it loads (`auto="onload"`), so the proof is usually ready before the
 * visitor has finished typing.
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

/** A widget placed on the page before React, and what it has said since. */
export interface PlacedAltcha {
  challengeUrl: string;
  widget: AltchaWidgetElement;
  /**
   * It has begun its own first verification (`auto="onload"`, a timer after its `load` event): a
   * proof may be asked for from now on without racing that start, which would abort it.
   */
  started: boolean;
  /** The proof of its last verification, until it is reset. */
  payload: string | null;
}

/** By the path of the form's settings: one bot check per form. */
const placed = new Map<string, PlacedAltcha>();

/** The widget placed for the form whose settings are at `settingsPath`, while it is on the page. */
export function placedAltcha(settingsPath: string): PlacedAltcha | undefined {
  const entry = placed.get(settingsPath);
  return entry?.widget.isConnected ? entry : undefined;
}

/** The part of the page React has taken over: its bot check is the form's to start. */
const isLive = (element: Element) => !element.isConnected || element.closest('[data-live]') !== null;

/**
 * Replaces the loading note of the form's bot check with the ALTCHA widget, once its settings say
 * ALTCHA and its code has loaded. Anything else (reCAPTCHA, an error) is left to the form, which
 * loads the settings again when React takes over and reports what went wrong.
 */
async function placeAltcha(note: HTMLElement): Promise<void> {
  const path = note.getAttribute(BOT_CHECK_MARK) ?? '';
  const settings = await fetchBotCheckSettings(path, '').catch(() => null);
  if (settings?.provider !== 'altcha' || isLive(note)) return;
  await loadAltcha();
  // Evaluating the widget's code and drawing it are two long pieces of work: not one task.
  await nextTask();
  if (isLive(note)) return;

  const widget = document.createElement('altcha-widget') as AltchaWidgetElement;
  for (const [name, value] of Object.entries(altchaAttributes(settings.challengeUrl)))
    widget.setAttribute(name, value);
  const entry: PlacedAltcha = { challengeUrl: settings.challengeUrl, widget, started: false, payload: null };
  widget.addEventListener('statechange', (event) => {
    entry.started = true;
    entry.payload = verifiedPayload(event);
  });
  placed.set(path, entry);

  // The same elements as AltchaCheck renders (bot-check.tsx): React hydrates them as they are.
  const hint = document.createElement('p');
  hint.className = styles.hint ?? '';
  hint.textContent = t.hint;
  const box = document.createElement('div');
  box.className = styles.altcha ?? '';
  box.append(widget, hint);
  note.replaceWith(box);
}

/** Starts the bot check of every form on the page React has not taken over yet. */
export function startBotChecksOnPage(): void {
  for (const note of document.querySelectorAll<HTMLElement>(`[${BOT_CHECK_MARK}]`)) {
    if (!isLive(note)) void placeAltcha(note);
  }
}
