/**
 * The one rule for free text people type (names, titles, messages), applied by a form before it
 * sends a value and by a service before it checks or stores one, so that the page and the server
 * judge the same text and what is stored is what a reader sees:
 *
 * - lone UTF-16 surrogates (half of an emoji, or garbage) are removed: they are not text and
 *   break every encoder downstream (JSON, SMTP, MongoDB's UTF-8);
 * - the text is put in Unicode NFC, so the same name typed on two keyboards is the same string;
 * - line breaks (CR, LF, CRLF, NEL, U+2028, U+2029), tabs and every other kind of blank become
 *   one space in a single-line field; a multi-line field keeps its line breaks (as LF) and tabs;
 * - every other control character (NUL, ESC, DEL, C1 controls …) is removed;
 * - every invisible format character is removed: bidirectional embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C), which can make a
 *   name read differently from what it is, the zero-width space, word joiner and byte-order
 *   mark (U+200B, U+2060, U+FEFF), the soft hyphen and the rest of Unicode's category Cf;
 * - except the zero-width joiner and non-joiner (U+200D, U+200C), which shape letters and emoji
 *   in some scripts: they are kept between two visible characters and removed elsewhere;
 * - in a single-line field runs of spaces become one space; the ends of every field are trimmed.
 *
 * So a value made only of invisible characters comes out empty, and the caller refuses it
 * with the field's 'required' message, as it does for an empty field.
 */

const JOINERS = '\\u200C\\u200D';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Category Cf without the two joiners. */
const INVISIBLE_FORMAT = new RegExp(`[^\\P{Cf}${JOINERS}]`, 'gu');
/** A joiner that joins nothing: at an end, beside a blank, or after another joiner. */
const STRAY_JOINER = new RegExp(
  `^[${JOINERS}]+|[${JOINERS}]+$|(?<=[\\s${JOINERS}])[${JOINERS}]+|[${JOINERS}]+(?=\\s)`,
  'gu',
);

/** Surrogates, NFC, invisible format characters: what both kinds of field share. */
function visibleText(value: string): string {
  return value.replace(LONE_SURROGATE, '').normalize('NFC').replace(INVISIBLE_FORMAT, '');
}

/**
 * A field that is one line (a name, a title): blanks and line breaks become single spaces,
 * other control and invisible characters are removed, the ends trimmed.
 */
export function cleanSingleLine(value: string): string {
  return visibleText(value)
    .replace(LINE_BREAK, ' ')
    .replace(/\p{Cc}/gu, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(STRAY_JOINER, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A field of several lines (a message): line breaks kept as LF, tabs and spaces kept as typed,
 * other control and invisible characters removed, the ends trimmed.
 */
export function cleanMultiLine(value: string): string {
  return visibleText(value)
    .replace(LINE_BREAK, '\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : /\s/.test(char) ? ' ' : ''))
    .replace(STRAY_JOINER, '')
    .trim();
}

export { escapeHtml, unescapeHtml } from './escape-html.js';
