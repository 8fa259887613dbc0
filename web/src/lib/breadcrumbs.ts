import { paths } from '@/lib/paths';

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

/** An article's slug read as words: hyphens become spaces, the first letter upper-case. */
export function slugAsWords(slug: string): string {
  return capitalise(slug.replace(/-+/g, ' ').trim());
}

/** Lists whose articles live at /{list}/{id}/{slug}; the id alone only redirects, so it has no crumb. */
const ARTICLE_LISTS: readonly string[] = [paths.blog, paths.news];

/**
 * The breadcrumb: Home, then each path segment capitalised; an article (/blog/{id}/{slug},
 * /news/{id}/{slug}) is Home › its list › its slug as words. Empty for the home page, which has no
 * breadcrumb.
 */
export function breadcrumbTrail(pathname: string, homeLabel: string): Crumb[] {
  const segments = pathname.split('/').filter((s) => s.length > 0);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: homeLabel, to: '/' }];
  const [list = '', , slug] = segments;
  if (segments.length === 3 && slug !== undefined && ARTICLE_LISTS.includes(`/${list}`)) {
    crumbs.push({ label: capitalise(decode(list)), to: `/${list}` });
    crumbs.push({ label: slugAsWords(decode(slug)), to: `/${segments.join('/')}` });
    return crumbs;
  }
  segments.forEach((segment, index) => {
    crumbs.push({ label: capitalise(decode(segment)), to: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
