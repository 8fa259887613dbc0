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
