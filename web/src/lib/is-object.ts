/** An answer read from the network, before each of its fields is checked. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` has fields to read (an object or an array): not null, not a number or a text. */
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;
