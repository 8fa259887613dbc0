/**
 * The fields a server refused, each with its message. A GraphQL BAD_USER_INPUT names them as
 * `{field, msg}` in its extensions (`details.errors`, where the service kit's form checks put them);
 * the call's ApiError keeps them in its body in the REST facade's validation shape,
 * `{errors: [{field, msg}]}`, so that a form can show each message at its own field.
 */
import { ApiError } from './api-client';

export interface RefusedField {
  field: string;
  msg: string;
}

const isRefusedField = (item: unknown): item is RefusedField =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { field?: unknown }).field === 'string' &&
  typeof (item as { msg?: unknown }).msg === 'string' &&
  (item as RefusedField).msg !== '';

/** The `{field, msg}` items of a list; a message that names no field is left out. */
export const refusedFieldsIn = (list: unknown): RefusedField[] =>
  Array.isArray(list) ? list.filter(isRefusedField) : [];

/**
 * A refused call's messages by field name, the first message of a field kept; {} for any other
 * failure, or a refusal that names no field (its message is then about the whole form).
 */
export function refusedFieldsOf(caught: unknown): Record<string, string> {
  if (!(caught instanceof ApiError) || !caught.isValidation) return {};
  const messages: Record<string, string> = {};
  for (const { field, msg } of refusedFieldsIn((caught.body as { errors?: unknown } | undefined)?.errors))
    messages[field] ??= msg;
  return messages;
}
