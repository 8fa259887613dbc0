/**
 * Addresses for readers outside the site (feed readers): every URL made absolute against the
 * site's public base (PUBLIC_BASE_URL), or left out when it cannot be one a reader may follow.
 */
import type { SiteAddress } from './content-pages.js';

/** Schemes a reader may load (an image) or follow (a link). */
const LOADABLE = ['http:', 'https:'];
const FOLLOWABLE = [...LOADABLE, 'mailto:'];

/**
 * `value` as an absolute URL, or undefined when it cannot be one with one of `schemes`
 * (`javascript:`, `data:`, an empty or unparsable value). A root path (`/blog/…`) is a path of
 * the site, under its base; anything else is resolved as a browser on the site's home page would.
 */
export function absoluteUrl(
  site: SiteAddress,
  value: string,
  schemes: readonly string[] = LOADABLE,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const sitePath = /^\/(?![/\\])/.test(trimmed);
  let url: URL;
  try {
    url = sitePath ? new URL(`${site.base}${trimmed}`) : new URL(trimmed, `${site.base}/`);
  } catch {
    return undefined;
  }
  return schemes.includes(url.protocol) ? url.href : undefined;
}

/** Attributes that hold one URL, and the schemes each may keep. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  href: FOLLOWABLE,
  src: LOADABLE,
  cite: LOADABLE,
  poster: LOADABLE,
  background: LOADABLE,
  longdesc: LOADABLE,
  action: LOADABLE,
  formaction: LOADABLE,
};
/** Attributes that hold several URLs: left out rather than rewritten. */
const URL_LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'ping']);
/** Elements that are nothing without their URL: left out with it. */
const NEEDS_URL: Record<string, string> = { img: 'src', source: 'src' };

/** A comment, an end tag, a start tag (quoted attribute values may hold `>`), or a stray `<`. */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it (character references decoded). */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));?/g,
    (match, dec, hex, name) => {
      const code =
        dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex as string, 16) : undefined;
      if (code === undefined) return NAMED_ENTITIES[name as string] ?? match;
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    },
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML (a post's text) for a reader outside the site: every URL attribute made absolute, or left
 * out when it cannot be (with an image that has no address left); comments dropped, and a `<`
 * that starts no tag written as text. Everything else is kept as it is.
 */
export function withAbsoluteUrls(site: SiteAddress, html: string): string {
  return html.replace(
    TOKEN,
    (
      token,
      endName: string | undefined,
      name: string | undefined,
      attributes: string,
      selfClosing: string,
    ) => {
      if (token === '<') return '&lt;';
      if (token.startsWith('<!--')) return '';
      if (endName !== undefined || name === undefined) return token;
      const tag = name.toLowerCase();
      const kept: string[] = [];
      const present = new Set<string>();
      for (const [source, rawName, double, single, bare] of (attributes ?? '').matchAll(ATTRIBUTE)) {
        const attribute = rawName!.toLowerCase();
        if (URL_LIST_ATTRIBUTES.has(attribute)) continue;
        const schemes = URL_ATTRIBUTES[attribute];
        if (schemes) {
          const raw = double ?? single ?? bare;
          const url = raw === undefined ? undefined : absoluteUrl(site, decodeAttribute(raw), schemes);
          if (url === undefined) continue;
          kept.push(`${attribute}="${escapeAttribute(url)}"`);
        } else {
          kept.push(source);
        }
        present.add(attribute);
      }
      const needed = NEEDS_URL[tag];
      if (needed !== undefined && !present.has(needed)) return '';
      return `<${tag}${kept.map((attribute) => ` ${attribute}`).join('')}${selfClosing ? ' /' : ''}>`;
    },
  );
}
