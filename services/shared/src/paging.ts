import type { Model, QueryFilter, SortOrder } from 'mongoose';
import { AppError } from './errors.js';

/** `page` and `limit` as a list query receives them (GraphQL defaults already applied). */
export interface PageRequest {
  page?: number | null;
  limit?: number | null;
}

/** What one list allows: its page size when none is asked for, and the most one page may hold. */
export interface PageBounds {
  defaultLimit: number;
  maxLimit: number;
}

/**
 * The lists that answer whole unless a page is asked for (issues, installations, users): 20 a page
 * unless the caller asks for another size, 100 at most.
 */
export const OPT_IN_PAGE: PageBounds = { defaultLimit: 20, maxLimit: 100 };

/** A validated page: how many documents to skip and to read. */
export interface PageWindow {
  page: number;
  limit: number;
  skip: number;
}

/** The size of a list without pages (the featured posts, the home carousel), or BAD_USER_INPUT. */
export function listLimit(limit: number | null | undefined, bounds: PageBounds): number {
  const size = limit ?? bounds.defaultLimit;
  if (!Number.isInteger(size) || size < 1 || size > bounds.maxLimit) {
    throw new AppError('BAD_USER_INPUT', `limit must be an integer from 1 to ${bounds.maxLimit}`, {
      field: 'limit',
    });
  }
  return size;
}

/**
 * The page a list query asks for, or BAD_USER_INPUT naming the field: page >= 1, 1 <= limit <= the
 * list's bound, so that one request cannot read a whole collection.
 */
export function pageWindow({ page, limit }: PageRequest, bounds: PageBounds): PageWindow {
  const pageNumber = page ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) {
    throw new AppError('BAD_USER_INPUT', 'page must be an integer of at least 1', { field: 'page' });
  }
  const size = listLimit(limit, bounds);
  return { page: pageNumber, limit: size, skip: (pageNumber - 1) * size };
}

/** Pages needed for `total` items at `limit` per page; 0 when there is nothing. */
export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** One page of a list as the API answers it: the items, how many match in all, the page asked for. */
export interface Page<T> {
  items: T[];
  /** Every item the list's filter matches, over all pages. */
  total: number;
  /** Pages needed for `total` at the requested limit; 0 when nothing matches. */
  totalPages: number;
  page: number;
}

/** The answer for `items` read at `window`, out of `total` that match (a page past the last is empty). */
export function pageOf<T>(items: T[], total: number, { page, limit }: PageWindow): Page<T> {
  return { items, total, totalPages: pageCount(total, limit), page };
}

export interface FindPageOptions<TRecord, TItem> {
  /** What the list shows the caller; the total is counted with the same filter. */
  filter: QueryFilter<TRecord>;
  /** The list's order. Documents that tie on it are ordered by `_id` (newest first unless `sort` names `_id`). */
  sort: Record<string, SortOrder>;
  window: PageWindow;
  toItem: (record: TRecord) => TItem;
}

/**
 * One page of a collection: the documents of `window` in `sort` order, with `_id` breaking ties
 * so that a document never shows on two pages nor on none, and the number of documents the
 * filter matches in all.
 */
export async function findPage<TRecord, TItem>(
  model: Model<TRecord>,
  { filter, sort, window, toItem }: FindPageOptions<TRecord, TItem>,
): Promise<Page<TItem>> {
  const order = '_id' in sort ? sort : { ...sort, _id: -1 as const };
  const [records, total] = await Promise.all([
    model.find(filter).sort(order).skip(window.skip).limit(window.limit).lean<TRecord[]>().exec(),
    model.countDocuments(filter).exec(),
  ]);
  return pageOf(records.map(toItem), total, window);
}
