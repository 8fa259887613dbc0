/**
 * Demo content for development (`make dev`, infra/dev), in Romanian like the public site: news,
 * blog posts (one scheduled a few days ahead, one with a code block) and testimonials (approved and
 * pending). Not part of the running service: the orchestrator calls `seedDemo` on the content
 * database before the service starts; each collection is filled only while it is empty.
 */
import type { Connection, Model } from 'mongoose';
import { createBlogPostModel } from './blog/blog.model.js';
import { BlogService } from './blog/blog.service.js';
import { createNewsModel } from './news/news.model.js';
import { DEMO_BLOG } from './seed/demo-blog.js';
import { DEMO_NEWS } from './seed/demo-news.js';
import { DEMO_TESTIMONIALS } from './seed/demo-testimonials.js';
import { createTestimonialModel } from './testimonials/testimonials.model.js';

export { DEMO_NEWS } from './seed/demo-news.js';

export interface ContentSeedOptions {
  /** The "today" the demo dates count back from (tests pin it). */
  now?: Date;
}

export interface ContentSeedResult {
  /** Documents inserted, by collection (0 when the collection already had data). */
  inserted: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The evening of the day `daysAgo` before `now`, so that lists keep the order of the demo data. */
function eveningOf(now: Date, daysAgo: number): Date {
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setUTCHours(16, 30, 0, 0);
  return at;
}

/** Runs `fill` only while the model's collection is empty; the number it inserted, else 0. */
async function whileEmpty<T>(model: Model<T>, fill: () => Promise<number>): Promise<number> {
  await model.init();
  return (await model.exists({})) === null ? fill() : 0;
}

export async function seedDemo(
  connection: Connection,
  options: ContentSeedOptions = {},
): Promise<ContentSeedResult> {
  const now = options.now ?? new Date();

  const news = createNewsModel(connection);
  const newsCount = await whileEmpty(news, async () => {
    const created = await news.insertMany(
      DEMO_NEWS.map(({ daysAgo, title, description, tags }) => {
        const at = eveningOf(now, daysAgo);
        return { title, description, tags, createdAt: at, updatedAt: at };
      }),
    );
    return created.length;
  });

  // Through the blog's own rules (sanitising, excerpt, visibility), each post written "on" its day.
  const posts = createBlogPostModel(connection);
  const blogCount = await whileEmpty(posts, async () => {
    let clock = now;
    const blog = new BlogService({ posts, now: () => clock });
    for (const post of DEMO_BLOG) {
      const at = eveningOf(now, post.daysAgo);
      clock = post.daysAgo < 0 ? now : at;
      await blog.create({
        title: post.title,
        description: post.html,
        tags: post.tags,
        featured: post.featured ?? false,
        publishedDate: post.dated ? at : null,
      });
    }
    return DEMO_BLOG.length;
  });

  const testimonials = createTestimonialModel(connection);
  const testimonialCount = await whileEmpty(testimonials, async () => {
    const created = await testimonials.insertMany(
      DEMO_TESTIMONIALS.map(({ daysAgo, approved, position, company, ...fields }) => {
        const at = eveningOf(now, daysAgo);
        return {
          ...fields,
          position: position ?? null,
          company: company ?? null,
          avatarUrl: null,
          isApproved: approved,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    return created.length;
  });

  return { inserted: { news: newsCount, blog_posts: blogCount, testimonials: testimonialCount } };
}
