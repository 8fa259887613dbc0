/** /sitemap.xml (the sitemaps.org protocol) and /robots.txt, which points crawlers to it. */
import { escapeHtml } from '@smarthome/text-rules';
import type { SiteNewsFragment, SitePostFragment } from '../__generated__/operations.js';
import type { SiteAddress } from './absolute-urls.js';
import { newsPath, postPath } from './content-pages.js';

export interface SitemapEntry {
  path: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

export function sitemapXml(
  site: SiteAddress,
  staticPages: SitemapEntry[],
  posts: SitePostFragment[],
  news: SiteNewsFragment[],
): string {
  const entries: SitemapEntry[] = [
    ...staticPages,
    ...posts.map((post) => ({ path: postPath(post), lastmod: post.updatedAt })),
    ...news.map((item) => ({ path: newsPath(item), lastmod: item.updatedAt })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeHtml(`${site.base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The public site may be indexed; the signed-in area and the API may not. */
export function robotsTxt(site: SiteAddress): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${site.base}/sitemap.xml`,
    '',
  ].join('\n');
}
