/**
 * The RSS 2.0 feeds of the blog (/blog/rss.xml) and of the news (/news/rss.xml).
 *
 * Every URL in a feed is absolute (against PUBLIC_BASE_URL) or left out: the item's link, its
 * image, and the links and images inside its text. Every text is XML character data. One item
 * never fails its feed: an item that cannot be written is left out, with a warning naming it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '@smarthome/text-rules';
import { Feed, type Item } from 'feed';
import type { SiteNewsFragment, SitePostFragment } from '../__generated__/operations.js';
import { absoluteUrl, withAbsoluteUrls, type SiteAddress } from './absolute-urls.js';
import { DEFAULT_SHARE_IMAGE, newsPath, postPath } from './content-pages.js';
import { plainTextParagraphs } from './html.js';

/** Entries in a feed: the newest ones; readers keep what they have already seen. */
export const FEED_SIZE = 20;

/** Where the gateway serves an uploaded image, always WebP (rest/images.ts). */
const UPLOADED_IMAGE = /\/api\/v0\/images\/[0-9a-f]{24}$/;
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** An image's media type, as an enclosure must state it; undefined when it cannot be told. */
function imageType(url: string): string | undefined {
  const { pathname } = new URL(url);
  if (UPLOADED_IMAGE.test(pathname)) return 'image/webp';
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : IMAGE_TYPES[extension];
}

/** Characters XML 1.0 does not allow anywhere, not even in CDATA (controls, lone surrogates, …). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data. */
const xmlText = (text: string) => text.replace(NOT_XML, '');

/**
 * Text for a CDATA section: XML character data in which no `]]>` can end the section early
 * (`]]&gt;` reads the same in HTML).
 */
const cdataText = (text: string) => xmlText(text).replaceAll(']]>', ']]&gt;');

/** A date a feed can state; undefined for one that is not a date. */
function feedDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** One entry of a feed, or why it cannot be one. */
type Entry = { id: string; item: Item } | { id: string; problem: string; err?: unknown };

function newFeed(site: SiteAddress, path: string, title: string, description: string, updated: Date): Feed {
  return new Feed({
    id: `${site.base}${path}`,
    link: `${site.base}${path}`,
    title,
    description,
    language: 'ro',
    image: `${site.base}${DEFAULT_SHARE_IMAGE}`,
    favicon: `${site.base}/favicon.svg`,
    copyright: `SmartHome Iași`,
    updated,
    generator: false,
    feedLinks: { rss: `${site.base}${path}/rss.xml` },
  });
}

/**
 * The feed's RSS with every entry that can be written: the entries that cannot (a problem found
 * while building them, or the feed library refusing them) are left out, each logged as a warning
 * with its id. A feed that cannot be written without any entry is an error of the gateway.
 */
function writeFeed(makeFeed: () => Feed, entries: Entry[], log: FastifyBaseLogger): string {
  const write = (items: Item[]) => {
    const feed = makeFeed();
    for (const item of items) feed.addItem(item);
    return feed.rss2();
  };
  const items: Item[] = [];
  for (const entry of entries) {
    if ('item' in entry) items.push(entry.item);
    else
      log.warn(
        { id: entry.id, problem: entry.problem, err: entry.err },
        'feed item left out: it cannot be written',
      );
  }
  try {
    return write(items);
  } catch {
    // Which ones: each is tried alone.
    const writable = entries.flatMap((entry) => {
      if (!('item' in entry)) return [];
      try {
        write([entry.item]);
        return [entry.item];
      } catch (error) {
        log.warn({ err: error, id: entry.id }, 'feed item left out: it cannot be written');
        return [];
      }
    });
    return write(writable);
  }
}

/** A post's entry: its link, its share image, and its text with absolute URLs. */
function postEntry(site: SiteAddress, post: SitePostFragment): Entry {
  const link = absoluteUrl(site, postPath(post));
  if (link === undefined) return { id: post.id, problem: 'its address is not a URL' };
  const date = feedDate(post.visibleFrom);
  if (date === undefined) return { id: post.id, problem: 'its date is not a date' };
  const image = post.shareImageUrl ? absoluteUrl(site, post.shareImageUrl) : undefined;
  const type = image === undefined ? undefined : imageType(image);
  return {
    id: post.id,
    item: {
      title: cdataText(post.title),
      id: link,
      link,
      date,
      // Readers show a description as HTML: the excerpt is plain text.
      description: cdataText(escapeHtml(post.excerpt)),
      // Sanitised by the content service; readers show it as the article.
      content: cdataText(withAbsoluteUrls(site, post.description)),
      category: post.tags.map((name) => ({ name: xmlText(name) })),
      ...(image !== undefined && type !== undefined ? { image: { url: image, type } } : {}),
    },
  };
}

function newsEntry(site: SiteAddress, item: SiteNewsFragment): Entry {
  const link = absoluteUrl(site, newsPath(item));
  if (link === undefined) return { id: item.id, problem: 'its address is not a URL' };
  const date = feedDate(item.createdAt);
  if (date === undefined) return { id: item.id, problem: 'its date is not a date' };
  return {
    id: item.id,
    item: {
      title: cdataText(item.title),
      id: link,
      link,
      date,
      description: cdataText(plainTextParagraphs(item.description)),
      category: item.tags.map((name) => ({ name: xmlText(name) })),
    },
  };
}

/** Each entry built on its own: a failure of one is that entry's problem, not the feed's. */
function entriesOf<T extends { id: string }>(items: T[], build: (item: T) => Entry): Entry[] {
  return items.map((item) => {
    try {
      return build(item);
    } catch (error) {
      return { id: item.id, problem: 'building it failed', err: error };
    }
  });
}

export function blogFeed(site: SiteAddress, posts: SitePostFragment[], log: FastifyBaseLogger): string {
  return writeFeed(
    () =>
      newFeed(
        site,
        '/blog',
        'Blog – SmartHome Iași',
        'Articole și ghiduri practice despre case inteligente locale, fără cloud, cu Home Assistant.',
        feedDate(posts[0]?.visibleFrom ?? '') ?? new Date(0),
      ),
    entriesOf(posts, (post) => postEntry(site, post)),
    log,
  );
}

export function newsFeed(site: SiteAddress, news: SiteNewsFragment[], log: FastifyBaseLogger): string {
  return writeFeed(
    () =>
      newFeed(
        site,
        '/news',
        'Noutăți – SmartHome Iași',
        'Anunțuri și actualizări despre instalările smart home locale din Iași și împrejurimi.',
        feedDate(news[0]?.createdAt ?? '') ?? new Date(0),
      ),
    entriesOf(news, (item) => newsEntry(site, item)),
    log,
  );
}
