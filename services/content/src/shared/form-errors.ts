import { AppError } from '@smarthome/service-kit';

/** One refused field of a form, as the clients show it (`{errors: [{msg}]}` on the REST facade). */
export interface FieldError {
  field: string;
  msg: string;
}

/**
 * BAD_USER_INPUT for a form with refused fields, in the shape every form of the product uses: the
 * first message as the error's message, each field's in details.errors. Does nothing when all pass.
 */
export function throwIfInvalid(errors: readonly FieldError[]): void {
  const [first] = errors;
  if (first) throw new AppError('BAD_USER_INPUT', first.msg, { errors: [...errors] });
}
