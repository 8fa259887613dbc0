import { FormCheck } from '@smarthome/service-kit';
import { ro } from '../messages.js';

/**
 * Input rules shared by the modules. Every string input has a cap, so that nobody makes
 * the service hash a megabyte or store a novel as a name; inputs that are not strings
 * (`{"$gt": ""}` sent to a REST call) are refused before anything reaches a query.
 */
export const LIMITS = { name: 100, email: 254, password: 200, token: 256 } as const;

/**
 * The check of one input: every refused field with its first refusal, thrown together as
 * BAD_USER_INPUT whose message joins them all with ', ' and whose `details.errors: [{field, msg}]`
 * the gateway's REST facade answers as `{errors: [{msg}]}`.
 */
export function formCheck(): FormCheck {
  return new FormCheck({ message: 'all' });
}

/** The e-mail of a sign-in or of a reset request, as the public screens word it. */
export const EMAIL_INPUT = {
  field: 'email',
  max: LIMITS.email,
  required: ro.field.emailRequired,
  tooLong: ro.field.tooLong(ro.label.email, LIMITS.email),
  notText: ro.field.notText(ro.label.email),
  clean: 'trim',
} as const;

/** A password typed on the public screens: never trimmed (a space is part of a password). */
export const PASSWORD_INPUT = {
  field: 'password',
  max: LIMITS.password,
  required: ro.field.passwordRequired,
  tooLong: ro.field.tooLong(ro.label.password, LIMITS.password),
  notText: ro.field.notText(ro.label.password),
  clean: 'none',
} as const;

/** Loose on purpose (one @, a dot in the domain, no blanks): the activation mail is the real check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form every e-mail is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** The texts the name and e-mail checks speak: Romanian on the public screens, English in the users admin. */
export interface PersonTexts {
  label: { firstName: string; lastName: string; email: string };
  field: {
    firstNameRequired: string;
    lastNameRequired: string;
    emailRequired: string;
    emailInvalid: string;
    tooLong: (label: string, max: number) => string;
    notText: (label: string) => string;
  };
}

/**
 * First name, last name (one line each, under the kit's text rule) and e-mail (trimmed, then
 * normalised), each required and capped; refusals collected in `check`, not thrown.
 */
export function personFields(
  input: { firstName?: unknown; lastName?: unknown; email?: unknown },
  texts: PersonTexts,
  check: FormCheck,
): { firstName: string; lastName: string; email: string } {
  const { label, field: say } = texts;
  const read = (field: 'firstName' | 'lastName' | 'email', max: number, required: string) =>
    check.requiredText(input[field], {
      field,
      max,
      required,
      tooLong: say.tooLong(label[field], max),
      notText: say.notText(label[field]),
      clean: field === 'email' ? 'trim' : 'singleLine',
    });
  const firstName = read('firstName', LIMITS.name, say.firstNameRequired);
  const lastName = read('lastName', LIMITS.name, say.lastNameRequired);
  const email = normalizeEmail(read('email', LIMITS.email, say.emailRequired));
  if (email !== '' && !isEmail(email)) check.fail('email', say.emailInvalid);
  return { firstName, lastName, email };
}
