/**
 * The server's sanitised HTML of a post, adjusted for the page it is shown in. Parsed in an inert
 * <template> in the browser (nothing loads or runs while it is worked on), in the document the
 * server renderer provides on the server (which has no DOM of its own), then:
 * - headings move one level down when the post has an h1, so the page keeps one h1 (its title) and
 *   an unbroken outline; its h2 and h3 get ids, for the outline beside the post;
 * - images without alt text are marked decorative, and load lazily;
 * - code blocks and tables scroll sideways on a phone instead of widening the page, so they can be
 *   focused and scrolled from the keyboard; tables get the wrapper that scrolls.
 */
import { inertHtml } from '@/lib/inert-html';

export const TABLE_SCROLL_CLASS = 'post-table-scroll';

function demoteHeadings(root: ParentNode): void {
  if (!root.querySelector('h1')) return;
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5'))) {
    const level = Number(heading.tagName.slice(1));
    const lower = heading.ownerDocument.createElement(`h${level + 1}`);
    lower.append(...Array.from(heading.childNodes));
    heading.replaceWith(lower);
  }
}

export interface PostHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface PreparedPost {
  html: string;
  /** The post's h2 and h3, in order. */
  headings: PostHeading[];
}

/** "Ce contează la un senzor?" → "ce-conteaza-la-un-senzor". */
const slugOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Ids for the post's h2 and h3, unique and apart from the page's own (prefixed). */
function outline(root: ParentNode): PostHeading[] {
  const used = new Set<string>();
  return Array.from(root.querySelectorAll('h2, h3')).flatMap((heading) => {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) return [];
    const base = `post-${slugOf(text) || 'sectiune'}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    heading.id = id;
    return [{ id, text, level: heading.tagName === 'H2' ? 2 : 3 }];
  });
}

export function preparePostHtml(html: string): PreparedPost {
  const { root, serialize } = inertHtml(html);
  demoteHeadings(root);
  const headings = outline(root);
  for (const image of Array.from(root.querySelectorAll('img'))) {
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  for (const pre of Array.from(root.querySelectorAll('pre'))) pre.setAttribute('tabindex', '0');
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const scroller = table.ownerDocument.createElement('div');
    scroller.className = TABLE_SCROLL_CLASS;
    scroller.setAttribute('tabindex', '0');
    table.replaceWith(scroller);
    scroller.append(table);
  }
  return { html: serialize(), headings };
}

/** Whether the HTML has a code block of a language the highlighter may know. */
export const hasLanguageCode = (html: string): boolean => /<code[^>]*\bclass="[^"]*\blanguage-/.test(html);
