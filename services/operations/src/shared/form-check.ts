import { cleanMultiLine, cleanSingleLine } from '@smarthome/service-kit';
import { throwIfInvalid, type FieldError } from '@smarthome/service-kit';

/** How one text field of a form is read. */
export interface TextRule {
  /** The name in the form and in details.errors. */
  field: string;
  /** How messages name it ('Title' → 'Title must be at most 200 characters'). */
  label: string;
  max: number;
  /** Messages keep their line breaks; names and titles are one line. */
  multiLine?: boolean;
  /** The message when nothing visible is left; without it, the field is optional. */
  requiredMessage?: string;
}

/**
 * Reads one form: every field goes through the product's text rule before it is judged, every
 * refusal is collected, and `done()` answers them all at once (BAD_USER_INPUT), so the form shows
 * each problem on the first try.
 */
export class FormCheck {
  private readonly errors: FieldError[] = [];

  fail(field: string, msg: string): void {
    this.errors.push({ field, msg });
  }

  /** The cleaned text, or null when nothing visible is left (refused when required). */
  text(value: string | null | undefined, rule: TextRule): string | null {
    const cleaned = value == null ? '' : rule.multiLine ? cleanMultiLine(value) : cleanSingleLine(value);
    if (cleaned === '') {
      if (rule.requiredMessage) this.fail(rule.field, rule.requiredMessage);
      return null;
    }
    if (cleaned.length > rule.max)
      this.fail(rule.field, `${rule.label} must be at most ${rule.max} characters`);
    return cleaned;
  }

  /** A required text: the cleaned value, or '' once refused (done() throws before it is used). */
  requiredText(value: string | null | undefined, rule: TextRule & { requiredMessage: string }): string {
    return this.text(value, rule) ?? '';
  }

  done(): void {
    throwIfInvalid(this.errors);
  }
}

/** True when the number has at most two decimals (money in RON). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Money rounded to the cent, so that sums of cents do not show binary fractions. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
