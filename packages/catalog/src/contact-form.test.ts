import { describe, expect, it } from 'vitest';
import {
  contactLimits,
  contactValidationMessages as m,
  isEmailAddress,
  messagingAppUrl,
  normalizeContactForm,
  validateContactForm,
  type ContactFormInput,
} from './contact-form.js';

const valid: ContactFormInput = {
  name: 'Maria Popescu',
  email: 'maria@example.ro',
  message: 'Aș dori o ofertă pentru un apartament cu 3 camere.',
  consent: true,
};

describe('validateContactForm', () => {
  it('accepts a complete message', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('gives the required-field text of every empty field, in form order', () => {
    const errors = validateContactForm({ name: ' ', email: '', message: '\n\t ', consent: false });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Numele este obligatoriu'],
      ['email', 'Email-ul este obligatoriu'],
      ['message', 'Mesajul este obligatoriu'],
      ['consent', 'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate'],
    ]);
  });

  it('counts the 10 characters of a message after trimming', () => {
    expect(validateContactForm({ ...valid, message: '   123456789   ' }).message).toBe(
      'Mesajul trebuie să conțină cel puțin 10 caractere',
    );
    expect(validateContactForm({ ...valid, message: '  1234567890  ' }).message).toBeUndefined();
  });

  it.each([
    'maria',
    'maria@',
    '@example.ro',
    'maria@example',
    'ma ria@example.ro',
    'a@b@c.ro',
    'x<y>@a.ro',
    'a@b..ro',
  ])('refuses %j as an address', (email) => {
    expect(validateContactForm({ ...valid, email }).email).toBe('Email-ul nu este valid');
  });

  it.each(['maria@example.ro', 'maria.popescu+site@mail.example.com', 'ion@iași.ro'])(
    'accepts %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it('caps every string', () => {
    const errors = validateContactForm({
      ...valid,
      name: 'N'.repeat(contactLimits.nameMax + 1),
      email: `${'a'.repeat(contactLimits.emailMax)}@example.ro`,
      message: 'M'.repeat(contactLimits.messageMax + 1),
    });
    expect(errors).toEqual({ name: m.nameTooLong, email: m.emailInvalid, message: m.messageTooLong });
    expect(m.nameTooLong).toBe('Numele poate avea cel mult 100 de caractere');
  });
});

describe('normalizeContactForm', () => {
  it('keeps the name on one line, the message with its line breaks and no other control characters', () => {
    expect(
      normalizeContactForm({
        name: '  Maria\r\n  Popescu\u0000 ',
        email: ' maria@example.ro ',
        message: ' Rândul unu\r\nRândul doi\u0007 \n',
        consent: true,
      }),
    ).toEqual({
      name: 'Maria Popescu',
      email: 'maria@example.ro',
      message: 'Rândul unu\nRândul doi',
      consent: true,
    });
  });
});

describe('the text rule in the form', () => {
  it('judges the text the server stores: invisible characters removed, an invisible-only name missing', () => {
    const form = valid;
    expect(normalizeContactForm({ ...form, name: 'Maria\u202E Popescu\u200B' }).name).toBe('Maria Popescu');
    expect(validateContactForm({ ...form, name: '\u200B\u2060\uFEFF' }).name).toBe(m.nameRequired);
  });
});

describe('messagingAppUrl', () => {
  it('opens a WhatsApp chat with the number given and the greeting typed', () => {
    const url = new URL(messagingAppUrl('40712345678'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/40712345678');
    expect(url.searchParams.get('text')).toContain('SmartHome Iași');
  });
});
