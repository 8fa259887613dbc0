import { AppError } from './errors.js';

/** One refused field of a form, as the clients show it (`{errors: [{msg}]}` on the REST facade). */
export interface FieldError {
  field: string;
  msg: string;
}

/**
 * BAD_USER_INPUT for a form with refused fields: the first message as the error's message, each
 * field's in details.errors. A form-wide message ('Please fill out all fields') is listed once even
 * when several fields caused it, since the clients join the messages into one line. Does nothing
 * when every field passed.
 */
export function throwIfInvalid(errors: readonly FieldError[]): void {
  const seen = new Set<string>();
  const distinct = errors.filter((error) => !seen.has(error.msg) && seen.add(error.msg));
  const [first] = distinct;
  if (first) throw new AppError('BAD_USER_INPUT', first.msg, { errors: distinct });
}
