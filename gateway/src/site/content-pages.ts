/**
 * The content pages' documents: a blog post, a news item, the blog and news lists, the
 * testimonials and the home page, each with its share metadata, structured data and readable content.
 */
import { toRestTestimonial } from '@smarthome/service-kit/contracts';
import type { PageData } from '@smarthome/service-kit/contracts/page-data';
import { escapeHtml } from '@smarthome/text-rules';
import type {
  RestTestimonialFragment,
  SiteBlogFirstPageQuery,
  SiteHomeQuery,
  SiteNewsFirstPageQuery,
  SiteNewsFragment,
  SitePostFragment,
  SitePostQuery,
  SiteTestimonialsQuery,
} from '../__generated__/operations.js';
import { toRestBlogList, toRestBlogPost } from '../rest/blog.js';
import { toRestNews } from '../rest/news.js';
import { absoluteUrl, type SiteAddress } from './absolute-urls.js';
import { plainTextParagraphs, romanianDate, shareDescription } from './html.js';
import type { PageDocument, PageHead, ShareCard } from './page-document.js';

const SITE_NAME = 'SmartHome Iași';
/** The share image the web app ships (1200×630), for pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = '/share-default.jpg';

/** A page's address (its path is the site's own) as a link outside the site needs it. */
const absolute = (site: SiteAddress, path: string) => `${site.base}${path}`;

/** A share card's picture: the post's own when it has a usable address, else the site's. */
const shareImage = (site: SiteAddress, url?: string | null) =>
  absoluteUrl(site, url ?? DEFAULT_SHARE_IMAGE) ?? absolute(site, DEFAULT_SHARE_IMAGE);

export const postPath = (post: Pick<SitePostFragment, 'id' | 'slug'>) => `/blog/${post.id}/${post.slug}`;
export const newsPath = (item: Pick<SiteNewsFragment, 'id' | 'slug'>) => `/news/${item.id}/${item.slug}`;

const publisher = (site: SiteAddress) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: site.base,
});

/** The business as schema.org describes a local one: who it is and where it installs. */
const localBusiness = (site: SiteAddress) => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  name: SITE_NAME,
  url: site.base,
  areaServed: ['Iași', 'Valea Lupului', 'Miroslava', 'Breazu', 'Uricani'],
});

/** A testimonial as readable HTML: the quote, who said it and the stars. */
function testimonialHtml(review: RestTestimonialFragment): string {
  const role = [review.position, review.company].filter(Boolean).join(', ');
  return `<li><blockquote><p>${escapeHtml(review.content)}</p><footer>${escapeHtml(review.clientName)}${
    role ? `, ${escapeHtml(role)}` : ''
  } – ${review.rating} din 5 stele</footer></blockquote></li>`;
}

/** A post's page; `blogTags` are the tag counts it shows beside the post. */
export function blogPostDocument(
  site: SiteAddress,
  { blogPost: post, blogTags }: SitePostQuery,
): PageDocument {
  const canonical = absolute(site, postPath(post));
  const image = shareImage(site, post.shareImageUrl);
  const published = post.visibleFrom;
  const tags = post.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('');
  return {
    metadata: {
      // An article is named by its own title, as its page names it once hydrated.
      title: post.title,
      description: shareDescription(post.excerpt),
      canonical,
      image,
      type: 'article',
      publishedTime: published,
      modifiedTime: post.updatedAt,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: shareDescription(post.excerpt),
        image: [image],
        datePublished: published,
        dateModified: post.updatedAt,
        mainEntityOfPage: canonical,
        keywords: post.tags.join(', '),
        author: publisher(site),
        publisher: publisher(site),
      },
    },
    // The post's HTML was sanitised by the content service when it was saved.
    body: `<main><article><h1>${escapeHtml(post.title)}</h1><p><time datetime="${escapeHtml(published)}">${escapeHtml(
      romanianDate(published),
    )}</time> · ${post.readingMinutes} min de citit</p>${tags ? `<ul>${tags}</ul>` : ''}${post.description}</article></main>`,
    data: { page: 'blog-post', data: { post: toRestBlogPost(post), tags: blogTags } },
  };
}

export function newsItemDocument(site: SiteAddress, item: SiteNewsFragment): PageDocument {
  const canonical = absolute(site, newsPath(item));
  const image = shareImage(site);
  const paragraphs = plainTextParagraphs(item.description);
  return {
    metadata: {
      title: item.title,
      description: shareDescription(item.description),
      canonical,
      image,
      type: 'article',
      publishedTime: item.createdAt,
      modifiedTime: item.updatedAt,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: shareDescription(item.description),
        image: [image],
        datePublished: item.createdAt,
        dateModified: item.updatedAt,
        mainEntityOfPage: canonical,
        author: publisher(site),
        publisher: publisher(site),
      },
    },
    body: `<main><article><h1>${escapeHtml(item.title)}</h1><p><time datetime="${escapeHtml(item.createdAt)}">${escapeHtml(
      romanianDate(item.createdAt),
    )}</time></p>${paragraphs}</article></main>`,
    data: { page: 'news-item', data: { item: toRestNews(item) } },
  };
}

interface ListEntry {
  path: string;
  title: string;
  summary: string;
  date: string;
}

/** A list page (/blog, /news): its heading, intro and links to its newest entries. */
function listDocument(
  site: SiteAddress,
  page: { path: string; title: string; description: string; schemaType: 'Blog' | 'CollectionPage' },
  entries: ListEntry[],
  data: PageData,
): PageDocument {
  const canonical = absolute(site, page.path);
  const items = entries
    .map(
      (entry) =>
        `<li><article><h2><a href="${escapeHtml(entry.path)}">${escapeHtml(entry.title)}</a></h2><p><time datetime="${escapeHtml(
          entry.date,
        )}">${escapeHtml(romanianDate(entry.date))}</time></p><p>${escapeHtml(entry.summary)}</p></article></li>`,
    )
    .join('');
  return {
    metadata: {
      title: `${page.title} – ${SITE_NAME}`,
      description: page.description,
      canonical,
      image: shareImage(site),
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': page.schemaType,
        name: `${page.title} – ${SITE_NAME}`,
        description: page.description,
        url: canonical,
        publisher: publisher(site),
      },
    },
    body: `<main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.description)}</p><ul>${items}</ul></main>`,
    data,
  };
}

/** /blog: the first page of posts and the tag counts, as the app shows them. */
export function blogListDocument(
  site: SiteAddress,
  { blogPosts, blogTags }: SiteBlogFirstPageQuery,
): PageDocument {
  return listDocument(
    site,
    {
      path: '/blog',
      title: 'Blog',
      description:
        'Articole și ghiduri practice despre case inteligente locale, fără cloud, cu Home Assistant: automatizări, senzori, costuri și sfaturi.',
      schemaType: 'Blog',
    },
    blogPosts.data.map((post) => ({
      path: postPath(post),
      title: post.title,
      summary: post.excerpt,
      date: post.visibleFrom,
    })),
    {
      page: 'blog-list',
      data: {
        firstPage: toRestBlogList(blogPosts),
        tags: blogTags,
      },
    },
  );
}

/** /news: its first page, and the answers the app asks for on it (the page and the tag filter). */
export function newsListDocument(
  site: SiteAddress,
  { news, newsTags }: SiteNewsFirstPageQuery,
): PageDocument {
  return listDocument(
    site,
    {
      path: '/news',
      title: 'Noutăți',
      description: 'Anunțuri și actualizări despre instalările smart home locale din Iași și împrejurimi.',
      schemaType: 'CollectionPage',
    },
    news.data.map((item) => ({
      path: newsPath(item),
      title: item.title,
      summary: shareDescription(item.description),
      date: item.createdAt,
    })),
    {
      page: 'news-list',
      data: { firstPage: { data: news.data.map(toRestNews), pages: news.pages }, tags: newsTags },
    },
  );
}

/** /testimonials: the approved reviews as schema.org Review items under one AggregateRating. */
export function testimonialsDocument(site: SiteAddress, data: SiteTestimonialsQuery): PageDocument {
  const canonical = absolute(site, '/testimonials');
  const { average, count } = data.testimonialRating;
  const reviews = data.approvedTestimonials.data;
  const description =
    'Părerile clienților despre instalările smart home locale, fără cloud, din Iași și împrejurimi.';
  const items = reviews.map(testimonialHtml).join('');
  return {
    metadata: {
      title: `Testimoniale – ${SITE_NAME}`,
      description,
      canonical,
      image: shareImage(site),
      type: 'website',
      jsonLd: {
        ...localBusiness(site),
        ...(count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: average,
                reviewCount: count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
        review: reviews.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.clientName },
          datePublished: review.createdAt,
          reviewBody: review.content,
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        })),
      },
    },
    body: `<main><h1>Testimoniale</h1><p>${escapeHtml(description)}</p><ul>${items}</ul></main>`,
    data: {
      page: 'testimonials',
      data: {
        firstPage: {
          data: data.firstPage.data.map(toRestTestimonial),
          totalPages: data.firstPage.totalPages,
        },
      },
    },
  };
}

/** The share card of a page the build pre-rendered at `path`, under the page's own title. */
export const prerenderedCard = (site: SiteAddress, path: string, head: PageHead): ShareCard => ({
  ...head,
  canonical: absolute(site, path),
  image: shareImage(site),
  type: 'website',
});

/**
 * /: the business's page, with the carousel's testimonials and the blog preview's posts (the
 * featured ones, else the newest) written in, so that both show at the first paint.
 */
export function homeDocument(site: SiteAddress, head: PageHead, data: SiteHomeQuery): PageDocument {
  const card = prerenderedCard(site, '/', head);
  const posts = data.featuredBlogPosts.length > 0 ? data.featuredBlogPosts : data.blogPosts.data;
  const testimonials = data.featuredTestimonials.map(testimonialHtml).join('');
  const postLinks = posts
    .map((post) => `<li><a href="${escapeHtml(postPath(post))}">${escapeHtml(post.title)}</a></li>`)
    .join('');
  return {
    metadata: { ...card, jsonLd: { ...localBusiness(site), description: head.description } },
    body: `<main><h1>${escapeHtml(head.title)}</h1><p>${escapeHtml(head.description)}</p>${
      testimonials ? `<ul>${testimonials}</ul>` : ''
    }${postLinks ? `<ul>${postLinks}</ul>` : ''}</main>`,
    data: {
      page: 'home',
      data: {
        testimonials: data.featuredTestimonials.map(toRestTestimonial),
        featuredPosts: data.featuredBlogPosts.map(toRestBlogPost),
        latestPosts: toRestBlogList(data.blogPosts),
        blogTags: data.blogTags,
      },
    },
  };
}
