/**
 * What a link or image in a post may point to: an http(s) address, for links also a mailto: address
 * or a path of this site ('/packages'). An address typed without a scheme ('example.ro/page') is
 * taken as https. The server drops anything else, so the editor refuses it up front.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const SITE_PATH = /^\/(?!\/)/;
const DOMAIN_LIKE = /^[^\s/:?#]+\.[^\s/:?#]+/;

function withScheme(value: string): URL | null {
  const candidate = SCHEME.test(value) ? value : DOMAIN_LIKE.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/** The link's href, or null when it cannot be one. */
export function linkHref(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (SITE_PATH.test(value)) return value;
  const url = withScheme(value);
  if (!url) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? value : null;
  return url.protocol === 'https:' || url.protocol === 'http:'
    ? SCHEME.test(value)
      ? value
      : url.href
    : null;
}

/** The image's src, or null when it cannot be one. */
export function imageSrc(input: string): string | null {
  const href = linkHref(input);
  return href && !href.toLowerCase().startsWith('mailto:') ? href : null;
}
