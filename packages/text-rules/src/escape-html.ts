/**
 * Text made safe to put in HTML, as an element's text or as a quoted attribute value (either
 * quote): `&`, `<`, `>`, `"` and `'` become character references (`&amp;`, `&lt;`, `&gt;`,
 * `&quot;`, `&#39;`); every other character is left as it is.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HTML_ESCAPES).map(([char, reference]) => [reference, char]),
);

/**
 * The text `escapeHtml` was given, back from what it wrote (for a page's own title read out of its
 * HTML): its five character references become their characters, in one pass, so `&amp;lt;` is `&lt;`.
 */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (reference) => HTML_UNESCAPES[reference] ?? reference);
}
