/**
 * Building blocks of the zod schemas that read each process's environment. An empty value
 * counts as unset (a `.env` line `MONGODB_URI=` means "use the default").
 */
import { z } from 'zod';

export const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional variable: undefined when unset or empty. */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/** A boolean written `true`/`false`, `1`/`0` or `yes`/`no`. */
export const envFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

/** A whole number within bounds (a port, a count, a number of seconds or milliseconds). */
export const envInt = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
