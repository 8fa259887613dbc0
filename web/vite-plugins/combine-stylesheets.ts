/**
 * One stylesheet per page instead of one per chunk. The build splits the CSS along its JavaScript
 * chunks, so a page written by the server would link a dozen small render-blocking stylesheets (the
 * layout's, each shared component's, the page's own): on a phone's network every one of them is a
 * request before the first paint. Their contents are joined, in the order the page linked them, into
 * one file named after its content (pages linking the same set share it).
 *
 * The original links stay in the page, `disabled` (a disabled stylesheet is neither fetched nor
 * applied): when an island's code loads a chunk, Vite's loader finds its stylesheet already linked
 * and does not fetch it a second time.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">\s*/g;

/** `html` (a document or a run of head tags) with its stylesheets joined, where the first one was. */
export async function combineStylesheets(html: string, outDir: string): Promise<string> {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  if (hrefs.length < 2) return html;
  const parts = await Promise.all(hrefs.map((href) => readFile(path.join(outDir, href), 'utf8')));
  const css = parts.join('\n');
  const file = `assets/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  await writeFile(path.join(outDir, file), css);
  const tags =
    `<link rel="stylesheet" crossorigin href="/${file}">` +
    hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('');
  let first = true;
  return html.replace(STYLESHEET, () => {
    if (!first) return '';
    first = false;
    return tags;
  });
}
