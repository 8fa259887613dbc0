import sanitizeHtml from 'sanitize-html';

/**
 * What the blog keeps of the editor's HTML. Everything a post needs (headings, paragraphs, lists,
 * quotes, links, images, tables and code blocks with their `language-*` class, which the public
 * page highlights) and nothing that can run: no script or style element, no event-handler or style
 * attribute, no `javascript:` or `data:` address. Links that open a new tab get
 * rel="noopener noreferrer".
 */
const BLOG_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The editor's HTML made safe to show on the public site. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML).trim();
}

/** Elements that end a block of text: their end becomes a space in the plain text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|figcaption|td|th|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of (sanitised) HTML as plain text on one line: excerpts, reading time, descriptions. */
export function plainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (end) => `${end} `),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The address of the first image inside the HTML, if any. */
export function firstImageUrl(html: string): string | null {
  let found: string | null = null;
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemesByTag: { img: ['http', 'https'] },
    exclusiveFilter: (frame) => {
      if (found === null && frame.tag === 'img' && frame.attribs.src) found = frame.attribs.src;
      return false;
    },
  });
  return found;
}

/** Words a reader reads per minute. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a text: words / 200, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => word !== '').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The first `length` characters of a text, with '...' when it was cut. */
export function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}
