/**
 * Addresses for readers outside the site (feed readers): every URL made absolute against the
 * site's public base (PUBLIC_BASE_URL), or left out when it cannot be one a reader may follow.
 */
import sanitizeHtml from 'sanitize-html';

/** Where the site is. */
export interface SiteAddress {
  /** PUBLIC_BASE_URL, without a trailing slash. */
  base: string;
}

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

/** An element's attributes with every URL made absolute, or left out when it cannot be. */
function absoluteAttributes(site: SiteAddress, attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (URL_LIST_ATTRIBUTES.has(name)) continue;
    const schemes = URL_ATTRIBUTES[name];
    const url = schemes ? absoluteUrl(site, value, schemes) : value;
    if (url !== undefined) kept[name] = url;
  }
  return kept;
}

/**
 * HTML (a post's text) for a reader outside the site: every URL attribute made absolute, or left
 * out when it cannot be (with an image that has no address left); comments dropped. Everything
 * else is kept as it is: the content service sanitised the HTML when it was saved, this only
 * rewrites addresses (through the same HTML parser, so that attribute values are read as a
 * browser reads them, character references and all).
 */
export function withAbsoluteUrls(site: SiteAddress, html: string): string {
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: absoluteAttributes(site, attribs) }),
    },
    exclusiveFilter: (frame) => {
      const needed = NEEDS_URL[frame.tag];
      return needed !== undefined && !frame.attribs[needed];
    },
  });
}
