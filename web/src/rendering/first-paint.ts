/**
 * The element a server-written page's first paint waits for (`<link rel="expect" blocking="render">`
 * in its head): the footer, the end of the page.
 *
 * Chromium's parser yields after a few milliseconds of work, and a frame painted in between shows
 * part of a page; the whole page is then laid out again in a task of its own, on a phone's main
 * thread during its first seconds. Waiting for the footer costs nothing that a visitor sees (the
 * HTML is a few round trips at most) and has the first frame show the whole page, laid out once.
 * Where the element is missing, the first paint comes when the parsing ends.
 */
export const PAGE_END_ID = 'site-footer';
