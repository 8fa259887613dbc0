/**
 * A page opened before a deploy still asks for the code files of the build it came with. The new
 * build's files have other names (each carries a hash of its content) and the old ones are gone,
 * so the import of a screen the visitor had not opened yet fails. The server's HTML names the new
 * build: reloading the page is the remedy. It is done once: an import that fails again soon after
 * the reload (the file is missing for another reason, or the network is down) is shown as an error
 * instead of reloading in a loop.
 */

/** How each browser words a dynamic import (or a stylesheet it needs) that could not be fetched. */
const FAILED_IMPORT_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's loader, for a page's stylesheet
];

/** True when `error` says a module or stylesheet of the page's build could not be fetched. */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return FAILED_IMPORT_MESSAGES.some((pattern) => pattern.test(message));
}

/** The session key holding when the page last reloaded itself for a new build (epoch ms). */
export const RELOADED_AT_KEY = 'smarthome:reloaded-for-new-build';
/** A reload this soon after the previous one did not help: the error is shown instead. */
export const RELOAD_WINDOW_MS = 10_000;

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
}

/**
 * Reloads the page to fetch the new build, unless it already did so within RELOAD_WINDOW_MS.
 * Answers whether it reloads. Without session storage (private mode of some browsers, storage
 * disabled) nothing could stop a loop, so it does not reload.
 */
export function reloadForNewBuild({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
}: ReloadDeps = {}): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
