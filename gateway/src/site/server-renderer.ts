/**
 * The web app's own server renderer, from its build (`<dist>/.server/entry-server.js`, a bundle with
 * every library inside): the content pages are sent as the app renders them — the post, the list,
 * the reviews, styled and laid out — and the browser hydrates that HTML instead of drawing the page
 * itself once its code has run, which on a phone is seconds later. A build without it (or a render
 * that fails) leaves the pages as the plain shell with their content for readers without JavaScript.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialAnswer, PageRenderer } from '@smarthome/service-kit/contracts/page-data';
import { memoizeRenders } from './render-memo.js';

/** The build's folder of the renderer: a dot folder, which the static file server never serves. */
const SERVER_ENTRY = path.join('.server', 'entry-server.js');

export interface ServerRenderer {
  /**
   * The markup of #root for `pagePath`, rendered with the answers the page carries (the same
   * address with the same answers rendered once: see render-memo.ts).
   */
  render(pagePath: string, initialAnswers: readonly InitialAnswer[]): Promise<string>;
  /** Whether the app has a page at `pathname` (the client router sends any other path to /). */
  isPagePath(pathname: string): boolean;
}

function isServerEntry(value: unknown): value is PageRenderer {
  const entry = value as Partial<PageRenderer> | null;
  return typeof entry?.renderPage === 'function' && typeof entry.isPagePath === 'function';
}

/** The build's renderer, or undefined for a build without one. A broken one fails the start. */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(distDir, SERVER_ENTRY);
  if (!existsSync(file)) return undefined;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} does not export renderPage and isPagePath`);
  return {
    render: memoizeRenders(
      async (pagePath, initialAnswers) => (await entry.renderPage(pagePath, initialAnswers)).html,
    ),
    isPagePath: (pathname) => entry.isPagePath(pathname),
  };
}
