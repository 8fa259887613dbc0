/**
 * The public site as production serves it, for the web benchmarks: a production build served by
 * the gateway itself (WEB_DIST_DIR; precompressed Brotli/gzip, a year of cache for hashed assets) on
 * loopback, with the content service behind it (content-stack.ts). The other subgraphs are not
 * running: an anonymous visit of the public pages needs none of them.
 */
import { buildGateway, parseConfig } from '@smarthome/gateway';
import { freePort } from './web-build.js';

export interface ServedSite {
  baseURL: string;
  close: () => Promise<unknown>;
}

export async function serveThroughGateway(distDir: string, contentUrl: string): Promise<ServedSite> {
  const closed = `http://127.0.0.1:${await freePort()}/graphql`;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const app = await buildGateway(
    parseConfig({
      // Canonical addresses and share cards name the site being measured.
      PUBLIC_BASE_URL: baseURL,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'fatal',
      READY_TIMEOUT_MS: '500',
      CONTENT_URL: contentUrl,
      AUTH_URL: closed,
      OPERATIONS_URL: closed,
      ASSISTANT_URL: closed,
    }),
  );
  await app.listen({ host: '127.0.0.1', port });
  return { baseURL, close: () => app.close() };
}

/** Placeholders for pages whose address is only known once the site runs. */
const FIRST_PACKAGE = '{package}';
const NEWEST_POST = '{post}';

export interface PageFamily {
  path: string;
  /** A page of text and links: its interactive parts (if any) wait for a touch. */
  contentOnly: boolean;
}

/** One page of each family of the public site. */
export const PAGE_FAMILIES: readonly PageFamily[] = [
  { path: '/', contentOnly: false },
  { path: '/about', contentOnly: true },
  { path: '/packages', contentOnly: false },
  { path: FIRST_PACKAGE, contentOnly: false },
  { path: '/hardware/calculator', contentOnly: false },
  { path: '/faq', contentOnly: true },
  { path: '/contact', contentOnly: false },
  { path: '/blog', contentOnly: true },
  { path: NEWEST_POST, contentOnly: true },
  { path: '/testimonials', contentOnly: true },
];

/** BENCH_PAGES (comma-separated paths, with the placeholders) when given, else every family. */
export function pagesToMeasure(): PageFamily[] {
  const given = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  if (!given) return [...PAGE_FAMILIES];
  return given.map(
    (page) => PAGE_FAMILIES.find((family) => family.path === page) ?? { path: page, contentOnly: false },
  );
}

/** The address of the newest blog post's page, as the blog list links to it. */
async function newestPostPath(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v0/blog?page=1&limit=1`);
  if (!response.ok) throw new Error(`the blog list answered ${response.status}: no post to measure`);
  const { data } = (await response.json()) as { data: { id: string; slug: string }[] };
  const post = data[0];
  if (!post) throw new Error('the blog has no post to measure');
  return `/blog/${post.id}/${post.slug}`;
}

/** The first package page the packages page links to. */
async function firstPackagePath(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/packages`)).text();
  const found = /href="(\/packages\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!found) throw new Error('the packages page links to no package page');
  return found;
}

/** The pages with their placeholders replaced by real addresses of the running site. */
export async function resolvePages(baseURL: string, pages: readonly PageFamily[]): Promise<PageFamily[]> {
  const resolved: PageFamily[] = [];
  for (const page of pages) {
    if (page.path === NEWEST_POST) resolved.push({ ...page, path: await newestPostPath(baseURL) });
    else if (page.path === FIRST_PACKAGE) resolved.push({ ...page, path: await firstPackagePath(baseURL) });
    else resolved.push(page);
  }
  return resolved;
}
