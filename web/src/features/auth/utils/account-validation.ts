/**
 * The account forms' rules: login needs email and password; register needs
 * all five fields, passwords of at least 6 characters that match ('Parolele nu corespund'). The reset
 * form's new password follows the register rules. Each rule answers the Romanian field error or nothing.
 */
import { ApiError } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@/lib/business';
import { roAccount } from '@/lib/texts/ro-account';

const v = roAccount.validation;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Something@something.tld, without spaces: the same shape the browser's type=email accepts, roughly. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string, { checkShape = true } = {}): string | undefined {
  const value = email.trim();
  if (!value) return v.emailRequired;
  if (checkShape && !EMAIL_SHAPE.test(value)) return v.emailInvalid;
  return undefined;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login: both required, nothing more (the password rules apply when one is chosen, not at login). */
export function validateLogin({ email, password }: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const emailProblem = emailError(email, { checkShape: false });
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = v.passwordRequired;
  return errors;
}

export interface PasswordPair {
  password: string;
  confirmPassword: string;
}

export function validatePasswordPair({
  password,
  confirmPassword,
}: PasswordPair): FieldErrors<keyof PasswordPair> {
  const errors: FieldErrors<keyof PasswordPair> = {};
  if (!password) errors.password = v.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = v.passwordTooShort(PASSWORD_MIN_LENGTH);

  if (!confirmPassword) errors.confirmPassword = v.confirmRequired;
  else if (confirmPassword.length < PASSWORD_MIN_LENGTH)
    errors.confirmPassword = v.confirmTooShort(PASSWORD_MIN_LENGTH);
  else if (!errors.password && password !== confirmPassword) errors.confirmPassword = v.passwordsMismatch;
  return errors;
}

export interface RegisterValues extends PasswordPair {
  firstName: string;
  lastName: string;
  email: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (!values.firstName.trim()) errors.firstName = v.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = v.lastNameRequired;
  const emailProblem = emailError(values.email);
  if (emailProblem) errors.email = emailProblem;
  return { ...errors, ...validatePasswordPair(values) };
}

export const hasErrors = (errors: Partial<Record<string, string>>): boolean =>
  Object.values(errors).some(Boolean);

/**
 * A server's validation answer that refuses the new password by a rule only the server can check
 * (a common or dictionary password; a staff account's 12 characters): that message, for the
 * password field, and whatever else the answer said, for the form's alert ('' when nothing).
 * The list of common passwords stays on the server; the public pages carry only its message.
 */
export function serverPasswordError(caught: unknown): { password: string; rest: string } | undefined {
  if (!(caught instanceof ApiError) || !caught.fromServer || !caught.isValidation) return undefined;
  const password = [v.passwordGuessable, v.staffPasswordTooShort(STAFF_PASSWORD_MIN_LENGTH)].find((rule) =>
    caught.message.includes(rule),
  );
  if (password === undefined) return undefined;
  const rest = caught.message
    .replace(password, '')
    .split(', ')
    .filter((part) => part.trim() !== '')
    .join(', ');
  return { password, rest };
}
