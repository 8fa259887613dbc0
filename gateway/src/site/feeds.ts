/** The RSS 2.0 feeds of the blog (/blog/rss.xml) and of the news (/news/rss.xml). */
import { Feed } from 'feed';
import type { SiteNewsFragment, SitePostFragment } from '../__generated__/operations.js';
import { DEFAULT_SHARE_IMAGE, newsPath, postPath, type SiteAddress } from './content-pages.js';

/** Entries in a feed: the newest ones; readers keep what they have already seen. */
export const FEED_SIZE = 20;

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

export function blogFeed(site: SiteAddress, posts: SitePostFragment[]): string {
  const feed = newFeed(
    site,
    '/blog',
    'Blog – SmartHome Iași',
    'Articole și ghiduri practice despre case inteligente locale, fără cloud, cu Home Assistant.',
    new Date(posts[0]?.visibleFrom ?? 0),
  );
  for (const post of posts) {
    const link = `${site.base}${postPath(post)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.visibleFrom),
      description: post.excerpt,
      // Sanitised by the content service; readers show it as the article.
      content: post.description,
      category: post.tags.map((name) => ({ name })),
      ...(post.shareImageUrl
        ? {
            image: /^https?:/.test(post.shareImageUrl)
              ? post.shareImageUrl
              : `${site.base}${post.shareImageUrl}`,
          }
        : {}),
    });
  }
  return feed.rss2();
}

export function newsFeed(site: SiteAddress, news: SiteNewsFragment[]): string {
  const feed = newFeed(
    site,
    '/news',
    'Noutăți – SmartHome Iași',
    'Anunțuri și actualizări despre instalările smart home locale din Iași și împrejurimi.',
    new Date(news[0]?.createdAt ?? 0),
  );
  for (const item of news) {
    const link = `${site.base}${newsPath(item)}`;
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: new Date(item.createdAt),
      description: item.description,
      category: item.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
