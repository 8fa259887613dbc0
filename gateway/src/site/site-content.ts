/**
 * What the server-rendered pages, the sitemap and the feeds read from the content service: the
 * published posts and the news, newest first, through the same in-process GraphQL runner as the
 * REST facade (so the public sees exactly what the public API shows: no scheduled post).
 */
import { operationFailureOf } from '@smarthome/service-kit/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SiteNewsListDocument,
  SitePostsDocument,
  type SiteNewsFragment,
  type SitePostFragment,
} from '../__generated__/operations.js';
import { OperationError } from '../rest/errors.js';
import type { RunOperation } from '../rest/execute.js';

/** One page of the content service's lists (its own upper bound). */
const PAGE_SIZE = 50;

export interface SiteReader {
  /** The newest `limit` published posts (every one, page after page, up to the limit). */
  posts(limit: number): Promise<SitePostFragment[]>;
  news(limit: number): Promise<SiteNewsFragment[]>;
}

export function siteReader(run: RunOperation, request: FastifyRequest, reply: FastifyReply): SiteReader {
  async function collect<T>(limit: number, page: (number: number) => Promise<{ items: T[]; pages: number }>) {
    const items: T[] = [];
    for (let number = 1; items.length < limit; number += 1) {
      const answer = await page(number);
      items.push(...answer.items);
      if (number >= answer.pages) break;
    }
    return items.slice(0, limit);
  }
  return {
    posts: (limit) =>
      collect(limit, async (page) => {
        const { blogPosts } = await run(request, reply, SitePostsDocument, { page, limit: PAGE_SIZE });
        return { items: blogPosts.data, pages: blogPosts.totalPages };
      }),
    news: (limit) =>
      collect(limit, async (page) => {
        const { news } = await run(request, reply, SiteNewsListDocument, { page, limit: PAGE_SIZE });
        return { items: news.data, pages: news.pages };
      }),
  };
}

/** True when the content service could not be reached (down, restarting): an outage, not a bug. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof OperationError && operationFailureOf(error.errors).kind === 'unavailable';
}

/** True when the operation failed because the item does not exist (or is not public). */
export function isNotFound(error: unknown): boolean {
  return error instanceof OperationError && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}
