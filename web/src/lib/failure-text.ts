import { ApiError } from './api-client';

/**
 * What a screen says of a failed call: the server's own words when it sent some (they are written
 * for the reader), else the screen's `fallback`; the call-level text, with its status, is for the
 * console.
 */
export const serverMessageOr = (caught: unknown, fallback: string): string =>
  caught instanceof ApiError && caught.fromServer ? caught.message : fallback;

/** The failure's own message, whatever raised it; `fallback` for a throw that is no Error. */
export const errorMessageOr = (caught: unknown, fallback: string): string =>
  caught instanceof Error ? caught.message : fallback;
