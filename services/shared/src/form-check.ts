import { cleanMultiLine, cleanSingleLine } from '@smarthome/text-rules';
import { AppError } from './errors.js';
import { throwIfInvalid, type FieldError } from './form-errors.js';

/**
 * How a text is cleaned before it is judged: `singleLine` (names, titles) and `multiLine`
 * (messages, which keep their line breaks) apply the product's text rule; `trim` only drops the
 * blanks at both ends (addresses, codes); `none` keeps it as sent (a space is part of a password).
 */
export type TextCleaning = 'singleLine' | 'multiLine' | 'trim' | 'none';

interface TextRuleBase {
  /** The name in the form and in details.errors. */
  field: string;
  max: number;
  /** The message when nothing is left after cleaning; without it, the field is optional. */
  required?: string;
  /** Default: `singleLine`. */
  clean?: TextCleaning;
}

/**
 * How one text field of a form is read. Its messages are named after `label` ('Title' → 'Title
 * must be at most 200 characters', 'Title must be a string') unless the rule words them itself.
 */
export type TextRule = TextRuleBase &
  (
    | { label: string; tooLong?: string; notText?: string }
    | { label?: undefined; tooLong: string; notText: string }
  );

/** How the error's message is made: the first refusal's (the default), or all of them joined with ', '. */
export interface FormCheckOptions {
  message?: 'first' | 'all';
}

function cleaned(value: string, how: TextCleaning = 'singleLine'): string {
  switch (how) {
    case 'singleLine':
      return cleanSingleLine(value);
    case 'multiLine':
      return cleanMultiLine(value);
    case 'trim':
      return value.trim();
    case 'none':
      return value;
  }
}

/**
 * Reads one form: every text goes through its cleaning before it is judged, every refused field
 * is collected with its first refusal (a value too long is not also called malformed), and
 * `done()` answers them all at once as BAD_USER_INPUT with `details.errors: [{field, msg}]`, so
 * the form shows each problem on the first try. After a `done()` that passed, the check goes on
 * collecting (a refusal that needs a stored record comes after the form's own).
 */
export class FormCheck {
  private readonly errors: FieldError[] = [];

  constructor(private readonly options: FormCheckOptions = {}) {}

  /** Refuses the field, unless it was refused already. */
  fail(field: string, msg: string): void {
    if (!this.has(field)) this.errors.push({ field, msg });
  }

  /** Refuses each field that has a message, in the form's order. */
  failEach<F extends string>(fields: readonly F[], messages: Partial<Record<F, string>>): void {
    for (const field of fields) {
      const msg = messages[field];
      if (msg !== undefined) this.fail(field, msg);
    }
  }

  /** True when the field was refused. */
  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  /**
   * The cleaned text, or null when nothing is left (refused when required) or when the value is
   * not a string at all (`{"$gt": ""}` in a REST body: refused, so it never reaches a query).
   */
  text(value: unknown, rule: TextRule): string | null {
    if (value != null && typeof value !== 'string') {
      this.fail(rule.field, rule.notText ?? `${rule.label} must be a string`);
      return null;
    }
    const text = cleaned(value ?? '', rule.clean);
    if (text === '') {
      if (rule.required !== undefined) this.fail(rule.field, rule.required);
      return null;
    }
    if (text.length > rule.max) {
      this.fail(rule.field, rule.tooLong ?? `${rule.label} must be at most ${rule.max} characters`);
    }
    return text;
  }

  /** A required text: the cleaned value, or '' once refused (done() throws before it is used). */
  requiredText(value: unknown, rule: TextRule & { required: string }): string {
    return this.text(value, rule) ?? '';
  }

  /** Throws the refusals collected so far; does nothing when there are none. */
  done(): void {
    if (this.options.message !== 'all') {
      throwIfInvalid(this.errors);
      return;
    }
    if (this.errors.length === 0) return;
    throw new AppError('BAD_USER_INPUT', this.errors.map((error) => error.msg).join(', '), {
      errors: [...this.errors],
    });
  }
}
