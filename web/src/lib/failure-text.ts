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

/** The server's word on too many sends (429), written for the visitor; else `fallback`. */
export const rateLimitedOr = (caught: unknown, fallback: string): string =>
  caught instanceof ApiError && caught.fromServer && caught.status === 429 ? caught.message : fallback;

/**
 * What a public form says when sending fails: the server's field messages (already joined with
 * ', ') or its word on too many sends, both written for the visitor; anything else (a network
 * failure, an internal error, a refused CSRF token) gets the form's own `fallback`.
 */
export const formFailureText = (caught: unknown, fallback: string): string =>
  caught instanceof ApiError && caught.fromServer && caught.isValidation
    ? caught.message
    : rateLimitedOr(caught, fallback);
