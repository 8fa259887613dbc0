import { AppError, cleanSingleLine } from '@smarthome/service-kit';

/**
 * Input rules shared by the modules. Every string input has a cap, so that nobody makes
 * the service hash a megabyte or store a novel as a name; inputs that are not strings
 * (`{"$gt": ""}` sent to a REST call) are refused here, before anything reaches a query.
 */
export const LIMITS = { name: 100, email: 254, password: 200, token: 256 } as const;

/** Loose on purpose (one @, a dot in the domain, no blanks): the activation mail is the real check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Problem {
  field: string;
  msg: string;
}

/**
 * Collects the problems of one input and throws them together as BAD_USER_INPUT with
 * `details.errors: [{field, msg}]`, which the gateway's REST facade answers as
 * `{errors: [{msg}]}`.
 */
export class Problems {
  readonly list: Problem[] = [];

  add(field: string, msg: string): void {
    if (!this.list.some((problem) => problem.field === field)) this.list.push({ field, msg });
  }

  has(field: string): boolean {
    return this.list.some((problem) => problem.field === field);
  }

  throwIfAny(): void {
    if (this.list.length === 0) return;
    throw new AppError('BAD_USER_INPUT', this.list.map((problem) => problem.msg).join(', '), {
      errors: this.list.map(({ field, msg }) => ({ field, msg })),
    });
  }
}

export interface TextRule {
  field: string;
  max: number;
  /** Message when empty (after trimming); omitted: optional. */
  required?: string;
  tooLong: string;
  notText: string;
  /** Names and e-mails are trimmed; passwords never (a space is part of a password). */
  trim?: boolean;
  /**
   * A one-line text people read (a name): cleaned by the kit's text rule (`cleanSingleLine`:
   * line breaks and blanks to one space, control, bidi and zero-width characters removed)
   * rather than only trimmed, so nothing invisible is stored and an invisible-only value is empty.
   */
  singleLine?: boolean;
}

/**
 * A string input, trimmed (or cleaned, `singleLine`) unless told otherwise; '' with a problem
 * noted when it breaks a rule. Length and emptiness are judged after cleaning.
 */
export function text(value: unknown, rule: TextRule, problems: Problems): string {
  if (value === undefined || value === null) value = '';
  if (typeof value !== 'string') {
    problems.add(rule.field, rule.notText);
    return '';
  }
  const result = rule.singleLine ? cleanSingleLine(value) : rule.trim === false ? value : value.trim();
  if (result.length > rule.max) {
    problems.add(rule.field, rule.tooLong);
    return '';
  }
  if (rule.required !== undefined && result === '') problems.add(rule.field, rule.required);
  return result;
}

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
 * First name, last name (one line each, under the kit's text rule) and e-mail (normalised), each
 * required and capped; problems collected, not thrown.
 */
export function personFields(
  input: { firstName?: unknown; lastName?: unknown; email?: unknown },
  texts: PersonTexts,
  problems: Problems,
): { firstName: string; lastName: string; email: string } {
  const { label, field: say } = texts;
  const read = (field: 'firstName' | 'lastName' | 'email', max: number, required: string) =>
    text(
      input[field],
      {
        field,
        max,
        required,
        tooLong: say.tooLong(label[field], max),
        notText: say.notText(label[field]),
        singleLine: field !== 'email',
      },
      problems,
    );
  const firstName = read('firstName', LIMITS.name, say.firstNameRequired);
  const lastName = read('lastName', LIMITS.name, say.lastNameRequired);
  const email = normalizeEmail(read('email', LIMITS.email, say.emailRequired));
  if (email !== '' && !isEmail(email)) problems.add('email', say.emailInvalid);
  return { firstName, lastName, email };
}
