/**
 * How the facade checks its input against the route schemas (TypeBox, compiled), and the words
 * of a failed check.
 *
 * What the check sees:
 *   - body: the JSON as sent, no type coercion (`"true"` is not a boolean, `["a"]` not a string);
 *     no body at all, or `null`, is an empty form, and a field sent as `null` counts as absent;
 *   - query string and path: a repeated parameter counts once (the first), surrounding blanks
 *     are dropped, an empty one is absent, and a decimal whole number becomes a number where the
 *     schema asks for an integer (`1.5`, `2e3`, `0x10` stay text, and fail).
 *
 * The words: a failed check is a 400 in the route's error shape, one message per field. Each
 * message follows from the JSON Schema keyword that failed (see `messageFor`); a property schema
 * may carry its own `errorMessage` for every failure of that field.
 */
import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { RestError } from './errors.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from './schemas.js';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function formBody(value: unknown): unknown {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}

function propertySchema(schema: unknown, name: string): Json | undefined {
  const properties = isPlainObject(schema) ? schema.properties : undefined;
  const property = isPlainObject(properties) ? properties[name] : undefined;
  return isPlainObject(property) ? property : undefined;
}

const DECIMAL_INTEGER = /^[+-]?\d+$/;

/** Query string or path parameters as the schema reads them (see the rules above). */
function urlParameters(schema: unknown) {
  return (value: unknown): unknown => {
    if (!isPlainObject(value)) return value;
    const entries: Array<[string, unknown]> = [];
    for (const [name, raw] of Object.entries(value)) {
      const first: unknown = Array.isArray(raw) ? raw[0] : raw;
      if (typeof first !== 'string') continue;
      const text = first.trim();
      if (text === '') continue;
      const wantsInteger = propertySchema(schema, name)?.type === 'integer';
      entries.push([name, wantsInteger && DECIMAL_INTEGER.test(text) ? Number(text) : text]);
    }
    // fromEntries defines own properties: a parameter named __proto__ stays a plain key.
    return Object.fromEntries(entries);
  };
}

/** The facade's validator compiler (set on the facade's Fastify context only). */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const prepare =
    httpPart === 'body'
      ? formBody
      : httpPart === 'querystring' || httpPart === 'params'
        ? urlParameters(schema)
        : (value: unknown) => value;
  return (value: unknown) => {
    const input = prepare(value);
    if (checker.Check(input)) return { value: input };
    return { error: checker.Errors(input) as FastifySchemaValidationError[] };
  };
};

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/** A Fastify validation error: what the schema check of one part of the request found. */
export interface SchemaValidationError {
  validation: FastifySchemaValidationError[];
  validationContext?: HttpPart;
}

export function isSchemaValidationError(error: unknown): error is SchemaValidationError {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { validation?: unknown }).validation)
  );
}

/**
 * The field an error is about: the missing one for `required`, else the first step of its JSON
 * pointer ('' for the part as a whole).
 */
function fieldOf(item: FastifySchemaValidationError): string {
  const missing = (item.params as { requiredProperties?: unknown }).requiredProperties;
  if (item.keyword === 'required' && Array.isArray(missing) && typeof missing[0] === 'string') {
    return missing[0];
  }
  const step = item.instancePath.split('/')[1] ?? '';
  return step.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The message for a field of the wrong type, or missing: what the field must be. */
function expected(field: string, type: unknown): string {
  if (type === 'integer') return `${field} must be a positive integer`;
  if (type === 'boolean') return `${field} must be true or false`;
  return `Invalid value for ${field}`;
}

const isFacadeCap = (limit: string) => limit === String(SHORT_TEXT_MAX) || limit === String(LONG_TEXT_MAX);

/** The message for one failed keyword of one field. */
function messageFor(item: FastifySchemaValidationError, part: HttpPart | undefined, schema: unknown): string {
  const field = fieldOf(item);
  if (field === '')
    return part === 'body' ? 'The body must be a JSON object' : `Invalid ${part ?? 'request'}`;
  const property = propertySchema(schema, field);
  if (typeof property?.errorMessage === 'string') return property.errorMessage;
  const limit = String((item.params as { limit?: unknown }).limit);
  switch (item.keyword) {
    case 'maxLength':
      // The facade's own caps sit far above each field's limit (which the service words, with its
      // number): naming the cap would state a limit the field does not have.
      return isFacadeCap(limit)
        ? `${field} is too long`
        : `${field} is too long (at most ${limit} characters)`;
    case 'minLength':
      return `${field} must not be empty`;
    // The facade's only integers are the positive ones of PositiveInt (rest/schemas.ts).
    case 'minimum':
      return `${field} must be a positive integer`;
    case 'maximum':
      return `${field} must be at most ${limit}`;
    case 'required':
      return expected(field, property?.type);
    case 'type':
      return expected(field, (item.params as { type?: unknown }).type);
    default:
      return `Invalid value for ${field}`;
  }
}

/**
 * The 400 for a failed schema check: one message per field (its first failure), in the order the
 * fields failed. The error handler answers it in the route's shape.
 */
export function toValidationError(
  error: SchemaValidationError,
  routeSchema: FastifySchema | undefined,
): RestError {
  const part = error.validationContext;
  const schema = part ? (routeSchema as Record<string, unknown> | undefined)?.[part] : undefined;
  const byField = new Map<string, string>();
  for (const item of error.validation) {
    const field = fieldOf(item);
    if (!byField.has(field)) byField.set(field, messageFor(item, part, schema));
  }
  const messages = [...byField.values()];
  return new RestError(400, messages.join(', '), messages);
}
