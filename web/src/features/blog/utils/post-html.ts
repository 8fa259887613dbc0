/**
 * The server's sanitised HTML of a post, adjusted for the page it is shown in. Parsed in an inert
 * <template> (nothing loads or runs while it is worked on), then:
 * - headings move one level down when the post has an h1, so the page keeps one h1 (its title) and
 *   an unbroken outline;
 * - images without alt text are marked decorative, and load lazily;
 * - code blocks and tables scroll sideways on a phone instead of widening the page, so they can be
 *   focused and scrolled from the keyboard; tables get the wrapper that scrolls.
 */
export const TABLE_SCROLL_CLASS = 'post-table-scroll';

export function parseHtml(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function demoteHeadings(root: DocumentFragment): void {
  if (!root.querySelector('h1')) return;
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5'))) {
    const level = Number(heading.tagName.slice(1));
    const lower = heading.ownerDocument.createElement(`h${level + 1}`);
    lower.append(...Array.from(heading.childNodes));
    heading.replaceWith(lower);
  }
}

export function preparePostHtml(html: string): string {
  const template = parseHtml(html);
  const root = template.content;
  demoteHeadings(root);
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
  return template.innerHTML;
}

/** Whether the HTML has a code block of a language the highlighter may know. */
export const hasLanguageCode = (html: string): boolean => /<code[^>]*\bclass="[^"]*\blanguage-/.test(html);
