import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { FormCheck, type TextRule } from './form-check.js';

/** What done() throws: the code, message and details, or null when the form passed. */
function refusalOf(form: FormCheck): { code: string; message: string; details: unknown } | null {
  try {
    form.done();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, details: error.details };
  }
}

const TITLE: TextRule = { field: 'title', label: 'Title', max: 10 };

describe('FormCheck', () => {
  it('passes a form with no refusal', () => {
    const form = new FormCheck();
    expect(form.text('Hello', TITLE)).toBe('Hello');
    expect(refusalOf(form)).toBeNull();
  });

  it.each([
    [{}, 'Name is required'],
    [{ message: 'all' as const }, 'Name is required, Email is not valid'],
  ])('collects every refused field; with %o the message is %s', (options, message) => {
    const form = new FormCheck(options);
    form.fail('name', 'Name is required');
    form.fail('email', 'Email is not valid');
    expect(refusalOf(form)).toEqual({
      code: 'BAD_USER_INPUT',
      message,
      details: {
        errors: [
          { field: 'name', msg: 'Name is required' },
          { field: 'email', msg: 'Email is not valid' },
        ],
      },
    });
  });

  it('keeps the first refusal of a field only', () => {
    const form = new FormCheck();
    form.fail('email', 'Email must be at most 254 characters');
    form.fail('email', 'Email is not valid');
    expect(form.has('email')).toBe(true);
    expect(form.has('name')).toBe(false);
    expect(refusalOf(form)?.details).toEqual({
      errors: [{ field: 'email', msg: 'Email must be at most 254 characters' }],
    });
  });

  it('lists a form-wide message once', () => {
    const form = new FormCheck();
    form.fail('title', 'Please fill out all fields');
    form.fail('description', 'Please fill out all fields');
    expect(refusalOf(form)?.details).toEqual({
      errors: [{ field: 'title', msg: 'Please fill out all fields' }],
    });
  });

  it('goes on collecting after a done() that passed', () => {
    const form = new FormCheck();
    form.done();
    form.fail('code', 'The code is required');
    expect(refusalOf(form)?.message).toBe('The code is required');
  });

  it('refuses each field that has a message, in the order given', () => {
    const form = new FormCheck();
    form.failEach(['name', 'email', 'consent'], { consent: 'Consent is required', name: 'Name is required' });
    expect(refusalOf(form)?.details).toEqual({
      errors: [
        { field: 'name', msg: 'Name is required' },
        { field: 'consent', msg: 'Consent is required' },
      ],
    });
  });
});

describe('FormCheck.text', () => {
  it('cleans a single-line text under the text rule by default', () => {
    const form = new FormCheck();
    expect(form.text('  Two\n  lines\u200b ', TITLE)).toBe('Two lines');
  });

  it('keeps the line breaks of a multi-line text', () => {
    const form = new FormCheck();
    expect(form.text(' a\nb ', { ...TITLE, clean: 'multiLine' })).toBe('a\nb');
  });

  it('only trims, or keeps the value as sent, when told to', () => {
    const form = new FormCheck();
    expect(form.text(' a\u200b b ', { ...TITLE, clean: 'trim' })).toBe('a\u200b b');
    expect(form.text(' secret ', { ...TITLE, clean: 'none' })).toBe(' secret ');
  });

  it('answers null for an empty optional text, and refuses an empty required one', () => {
    const form = new FormCheck();
    expect(form.text(null, TITLE)).toBeNull();
    expect(form.text(undefined, TITLE)).toBeNull();
    expect(form.text(' \u200b ', TITLE)).toBeNull();
    expect(refusalOf(form)).toBeNull();
    expect(form.requiredText('  ', { ...TITLE, required: 'Title is required' })).toBe('');
    expect(refusalOf(form)?.message).toBe('Title is required');
  });

  it('refuses a text longer than its cap, after cleaning', () => {
    const form = new FormCheck();
    expect(form.text(`  ${'x'.repeat(10)}  `, TITLE)).toBe('x'.repeat(10));
    expect(refusalOf(form)).toBeNull();
    expect(form.text('x'.repeat(11), TITLE)).toBe('x'.repeat(11));
    expect(refusalOf(form)?.details).toEqual({
      errors: [{ field: 'title', msg: 'Title must be at most 10 characters' }],
    });
  });

  it('refuses a value that is not a string', () => {
    const form = new FormCheck();
    expect(form.text({ $gt: '' }, TITLE)).toBeNull();
    expect(refusalOf(form)?.message).toBe('Title must be a string');
  });

  it("speaks the rule's own messages", () => {
    const rule: TextRule = {
      field: 'email',
      max: 5,
      required: 'Email-ul este obligatoriu',
      tooLong: 'Email-ul poate avea cel mult 5 caractere',
      notText: 'Email-ul trebuie să fie un text',
    };
    const form = new FormCheck({ message: 'all' });
    form.text('', rule);
    form.text('x'.repeat(6), { ...rule, field: 'other' });
    form.text(42, { ...rule, field: 'third' });
    expect(refusalOf(form)?.message).toBe(
      'Email-ul este obligatoriu, Email-ul poate avea cel mult 5 caractere, Email-ul trebuie să fie un text',
    );
  });
});
