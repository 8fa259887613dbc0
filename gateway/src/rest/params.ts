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

type Body = Record<string, unknown>;

/** The JSON body as an object ({} when there is none); a body that is not an object is a 400. */
export function bodyOf(request: { body?: unknown }): Body {
  const { body } = request;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new RestError(400, 'The body must be a JSON object');
  return body as Body;
}

/**
 * String fields of a form body, '' when absent. A field that is present but not a string
 * (`{"$gt": ""}`, a number, a list) is refused here with 400 `{errors: [{msg}]}`, before
 * anything reaches a service; the services check lengths and formats themselves.
 */
export function stringFields<K extends string>(body: Body, names: readonly K[]): Record<K, string> {
  const problems: string[] = [];
  const result = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === null) result[name] = '';
    else if (typeof value === 'string') result[name] = value;
    else problems.push(`Invalid value for ${name}`);
  }
  if (problems.length > 0) throw new RestError(400, problems.join(', '), problems);
  return result;
}

/** An optional string field: undefined when absent, 400 when not a string. */
export function optionalStringField(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw new RestError(400, `Invalid value for ${name}`, [`Invalid value for ${name}`]);
  return value;
}

/** A boolean field; 400 `{errors:[{msg}]}` when absent or not a boolean (unless optional). */
export function booleanField(
  body: Body,
  name: string,
  options: { optional?: boolean } = {},
): boolean | undefined {
  const value = body[name];
  if (value === undefined && options.optional) return undefined;
  if (typeof value !== 'boolean') {
    const message = `${name} must be true or false`;
    throw new RestError(400, message, [message]);
  }
  return value;
}
