import { RestError } from './errors.js';

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  // ?tag=a&tag=b: the spec never repeats a parameter; the first one wins.
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/** A positive integer query parameter (`?page=2`), its default when absent or empty. */
export function positiveInt(
  query: Query,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new RestError(400, `${name} must be a positive integer`);
  const value = Number(raw);
  if (value > max) throw new RestError(400, `${name} must be at most ${max}`);
  return value;
}

export function optionalString(query: Query, name: string, maxLength = 200): string | undefined {
  const value = single(query, name);
  if (value !== undefined && value.length > maxLength) throw new RestError(400, `${name} is too long`);
  return value;
}

/** Paging parameters of the spec's list calls (`?page&limit`). */
export function paging(query: Query, defaultLimit: number, maxLimit = 100): { page: number; limit: number } {
  return { page: positiveInt(query, 'page', 1), limit: positiveInt(query, 'limit', defaultLimit, maxLimit) };
}
