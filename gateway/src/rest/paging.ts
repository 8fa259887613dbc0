/**
 * Pages of the lists that answer whole unless asked for pages (/issues, /installations, /users):
 * existing clients keep the whole array, a client that sends `page` or `limit` (either one turns
 * paging on) gets one page as `{data, total, totalPages}`, the items shaped as in the array. The
 * parameters are checked like every paged list's (rest/schemas.ts PositiveInt): a bad one is a 400
 * `{message}` naming it ('limit must be at most 100').
 */
import { Type, type TSchema } from 'typebox';
import { GRAPHQL_INT_MAX, PositiveInt } from './schemas.js';

/** Items per page when only `page` is sent. */
export const OPT_IN_DEFAULT_LIMIT = 20;
/** What the services serve in one page at most (their own bound). */
export const OPT_IN_MAX_LIMIT = 100;

/** The query parameters that turn paging on, to spread into a route's query string schema. */
export const OptInPageParams = {
  page: Type.Optional(
    PositiveInt(
      GRAPHQL_INT_MAX,
      'Answer one page, this one (from 1; default 1). Without page and limit the answer is the whole array.',
    ),
  ),
  limit: Type.Optional(
    PositiveInt(
      OPT_IN_MAX_LIMIT,
      `Answer one page, of this many items (1 to ${OPT_IN_MAX_LIMIT}; default ${OPT_IN_DEFAULT_LIMIT}). Without page and limit the answer is the whole array.`,
    ),
  ),
};

/** The route's description in the OpenAPI document: how the two answers are chosen. */
export const optInPagingDescription = (items: string) =>
  `Without page and limit, every one of the ${items} as an array. With either, one page of them: ` +
  `{data, total, totalPages}, page from 1 (default 1), limit 1 to ${OPT_IN_MAX_LIMIT} (default ` +
  `${OPT_IN_DEFAULT_LIMIT}); a page past the last one has an empty data. A page or limit that is not ` +
  'a whole number in range is a 400.';

/** The page a call asks for, or null when it sends neither parameter (the whole list). */
export function requestedPage({ page, limit }: { page?: number; limit?: number }): {
  page: number;
  limit: number;
} | null {
  if (page === undefined && limit === undefined) return null;
  return { page: page ?? 1, limit: limit ?? OPT_IN_DEFAULT_LIMIT };
}

/** The success answer of such a list: the whole array, or one page of it with the totals. */
export const WholeOrPage = <T extends TSchema>(item: T, items: string) =>
  Type.Union(
    [
      Type.Array(item, { description: `Without page and limit: every one of the ${items}` }),
      Type.Object(
        {
          data: Type.Array(item, { description: `The ${items} of the page; empty past the last page` }),
          total: Type.Integer({ description: `How many ${items} there are, over every page` }),
          totalPages: Type.Integer({ description: 'Pages at this limit; 0 when there is nothing' }),
        },
        { description: `With page or limit: one page of the ${items}` },
      ),
    ],
    { description: `The ${items}: the whole list, or one page of it with page or limit` },
  );

/** One page as the facade answers it, each item shaped by `toRest`. */
export function pageAnswer<T, R>(
  { items, total, totalPages }: { items: readonly T[]; total: number; totalPages: number },
  toRest: (item: T) => R,
): { data: R[]; total: number; totalPages: number } {
  return { data: items.map(toRest), total, totalPages };
}
