/**
 * Content for the pages that read it from the API at run time (news, blog, testimonials), for the
 * browser tests against the built site, which has no API behind it: the REST facade's answers,
 * made of the app's own test data, with the addresses of the article pages they hold.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { answerCheapChallenge } from './bot-check';
import { samplePost, samplePosts, sampleTags } from '../../src/features/blog/testing/sample-posts';
import { restNewsItem } from '../../src/features/news/api/news-fixtures';
import { featuredAnswer } from '../../src/features/testimonial-carousel/testimonial-test-data';

const IMAGE_HOST = 'https://images.example.com';
const CHALLENGE_PATH = '/api/v0/testimonials/challenge';

const newsItems = [1, 2, 3].map((n) =>
  restNewsItem(n, { tags: n === 1 ? ['instalare', 'promoție'] : ['instalare'] }),
);
/** The news item opened on its own page (the newest). */
export const newsItem = newsItems[0]!;
const newsTags = [
  { name: 'instalare', count: 3 },
  { name: 'promoție', count: 1 },
];

/** The post opened on its own page, with a picture (served below) to check its alt and size. */
export const blogPost = samplePost({ image_url: `${IMAGE_HOST}/senzor.jpg` });
const blogPosts = [blogPost, ...samplePosts(2)];
const picture = readFileSync(new URL('../../src/features/blog/assets/blog-share.jpg', import.meta.url));

/** Approved testimonials, one of them with a position and a company under the name. */
const testimonials = featuredAnswer(3, [{ position: 'Proprietar de casă', company: 'Casa Verde SRL' }]);
/** The testimonial listed first. */
export const testimonial = testimonials[0]!;

/** The article pages at their own addresses (/{list}/{id}/{slug}): the id alone redirects there. */
export const articlePaths = {
  news: `/news/${newsItem.id}/${newsItem.slug}`,
  blog: `/blog/${blogPost.id}/${blogPost.slug}`,
} as const;

const answers: Record<string, unknown> = {
  '/api/v0/news': { data: newsItems, pages: 1 },
  '/api/v0/news/tags': newsTags,
  ...Object.fromEntries(newsItems.map((item) => [`/api/v0/news/${item.id}`, item])),
  '/api/v0/blog': { data: blogPosts, totalPages: 1 },
  '/api/v0/blog/tags': sampleTags,
  ...Object.fromEntries(blogPosts.map((post) => [`/api/v0/blog/${post.id}`, post])),
  '/api/v0/testimonials/approved': { data: testimonials, totalPages: 1 },
  '/api/v0/testimonials/bot-check': { provider: 'altcha', challengeUrl: CHALLENGE_PATH },
};

/**
 * Answers the content calls of the news, blog and testimonial pages (whatever page or filter they
 * ask for: the content is one short page), the pictures of the posts, and the testimonial form's
 * ALTCHA challenges: real ones, cheap to solve, so the widget reaches the state a visitor sees.
 */
export async function stubContentApi(target: Page | BrowserContext): Promise<void> {
  await target.route(
    (url) => Object.hasOwn(answers, url.pathname),
    (route) => route.fulfill({ json: answers[new URL(route.request().url()).pathname] }),
  );
  await target.route(`**${CHALLENGE_PATH}`, answerCheapChallenge);
  await target.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: picture }),
  );
}
