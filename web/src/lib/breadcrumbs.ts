export interface Crumb {
  label: string;
  /** Where the crumb links: the path up to and including its segment. */
  to: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** First letter upper-case, the rest as written: each path segment is shown "capitalised". */
export function capitalise(segment: string): string {
  const [first = '', ...rest] = Array.from(segment);
  return first.toLocaleUpperCase('ro-RO') + rest.join('');
}

/**
 * The breadcrumb: Home, then each path segment capitalised.
 * Empty for the home page, which has no breadcrumb.
 */
export function breadcrumbTrail(pathname: string, homeLabel: string): Crumb[] {
  const segments = pathname.split('/').filter((s) => s.length > 0);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: homeLabel, to: '/' }];
  segments.forEach((segment, index) => {
    crumbs.push({ label: capitalise(decode(segment)), to: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
