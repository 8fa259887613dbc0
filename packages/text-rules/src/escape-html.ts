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
