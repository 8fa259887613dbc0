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
 *
 * A whole document (a pre-rendered page) gets only the stylesheets its HTML uses: one whose every
 * rule needs an element of one of its own CSS-module classes, none of which the page has, styles
 * nothing there until an island renders such an element. It is left out of the joined file and its
 * link dropped, so that Vite's loader fetches it with the island's code that imports it. On a phone,
 * every rule the page carries is parsed and matched against the whole page before its first paint.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { moduleOnlyClasses } from './stylesheet-classes.ts';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">\s*/g;

/** The class names the elements of `html` carry. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Each stylesheet's module classes, by its text: the same chunk's sheet is linked by most pages. */
const parsed = new Map<string, Set<string> | null>();

/** Whether the page whose classes are `used` needs the stylesheet `css` now. */
function styles(css: string, used: Set<string> | null): boolean {
  if (!used) return true;
  if (!parsed.has(css)) parsed.set(css, moduleOnlyClasses(css));
  const own = parsed.get(css);
  return !own || [...own].some((name) => used.has(name));
}

/**
 * `html` (a document or a run of head tags) with its stylesheets joined, where the first one was.
 * A `template` is a document whose content is written later (the page the gateway renders into):
 * its empty body says nothing of what the page will use, so it keeps every sheet, as head tags do.
 */
export async function combineStylesheets(
  html: string,
  outDir: string,
  { template = false } = {},
): Promise<string> {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  if (hrefs.length < 2) return html;
  const body = html.indexOf('<body');
  const used = body === -1 || template ? null : classesIn(html.slice(body));
  const sheets = await Promise.all(
    hrefs.map(async (href) => ({ href, css: await readFile(path.join(outDir, href), 'utf8') })),
  );
  const kept = sheets.filter((sheet) => styles(sheet.css, used));
  const css = kept.map((sheet) => sheet.css).join('\n');
  const file = `assets/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  await writeFile(path.join(outDir, file), css);
  const tags =
    `<link rel="stylesheet" crossorigin href="/${file}">` +
    kept.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}" disabled>`).join('');
  let first = true;
  return html.replace(STYLESHEET, () => {
    if (!first) return '';
    first = false;
    return tags;
  });
}
