/**
 * The contact form, defined once: its fields, the rules
 * with the site's texts word for word, and the limits of each field. The browser checks a
 * message with `validateContactForm` before sending it and the content service checks it again
 * with the same function, so the page and the server can never disagree about a field.
 */
import { cleanMultiLine, cleanSingleLine } from '@smarthome/text-rules';

export interface ContactFormInput {
  name: string;
  email: string;
  message: string;
  /** The "I agree with the Terms and the Privacy Policy" checkbox. */
  consent: boolean;
}

export type ContactField = keyof ContactFormInput;

/** The order the form shows its fields in (and lists their errors in). */
export const contactFields: readonly ContactField[] = ['name', 'email', 'message', 'consent'];

/**
 * Lengths. A message has at least 10 characters after trimming. Every field has a maximum, so
 * that one request cannot store megabytes: a name fits a line, an address the 254 characters SMTP
 * allows, a message a few screens of text.
 */
export const contactLimits = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/** Field errors: the site's texts verbatim; the two length caps are ours, worded alike. */
export const contactValidationMessages = {
  nameRequired: 'Numele este obligatoriu',
  nameTooLong: `Numele poate avea cel mult ${contactLimits.nameMax} de caractere`,
  emailRequired: 'Email-ul este obligatoriu',
  emailInvalid: 'Email-ul nu este valid',
  messageRequired: 'Mesajul este obligatoriu',
  messageTooShort: `Mesajul trebuie să conțină cel puțin ${contactLimits.messageMin} caractere`,
  messageTooLong: `Mesajul poate avea cel mult ${contactLimits.messageMax} de caractere`,
  consentRequired: 'Trebuie să fiți de acord cu Termenii și Politica de Confidențialitate',
} as const;

/**
 * "Looks like an e-mail address": something, one @, a domain with a dot. Blanks,
 * control characters and the characters that delimit addresses in a mail header (<>()[]\,;:")
 * are refused, because the address becomes the Reply-To of the mail to the installer.
 */
const EMAIL = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:".]+(?:\.[^\s\p{Cc}@<>()[\]\\,;:".]+)+$/u;

export const isEmailAddress = (value: string): boolean => EMAIL.test(value);

/**
 * What is checked and stored, under the text rule shared by the forms and the services: the name
 * on one line with single spaces, the address trimmed, the message trimmed with its line breaks
 * kept (as LF); control, bidirectional and zero-width characters removed from both texts.
 */
export function normalizeContactForm(input: ContactFormInput): ContactFormInput {
  return {
    name: cleanSingleLine(input.name),
    email: input.email.trim(),
    message: cleanMultiLine(input.message),
    consent: input.consent === true,
  };
}

export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** The first problem of each field, in form order; `{}` when the message can be sent. */
export function validateContactForm(input: ContactFormInput): ContactFormErrors {
  const { name, email, message, consent } = normalizeContactForm(input);
  const m = contactValidationMessages;
  const errors: ContactFormErrors = {};
  if (name === '') errors.name = m.nameRequired;
  else if (name.length > contactLimits.nameMax) errors.name = m.nameTooLong;
  if (email === '') errors.email = m.emailRequired;
  else if (email.length > contactLimits.emailMax || !isEmailAddress(email)) errors.email = m.emailInvalid;
  if (message === '') errors.message = m.messageRequired;
  else if (message.length < contactLimits.messageMin) errors.message = m.messageTooShort;
  else if (message.length > contactLimits.messageMax) errors.message = m.messageTooLong;
  if (!consent) errors.consent = m.consentRequired;
  return errors;
}

/** The messaging app of the contact page's links (the number is the business's setting). */
export const messagingApp = {
  name: 'WhatsApp',
  /** What the chat opens with, so the installer knows where the visitor came from. */
  greeting: 'Bună ziua! Vă scriu de pe site-ul SmartHome Iași și aș dori câteva informații.',
} as const;

/** The wa.me link that opens a chat with `phoneDigits` (international form), the greeting already typed. */
export const messagingAppUrl = (phoneDigits: string): string =>
  `https://wa.me/${phoneDigits}?text=${encodeURIComponent(messagingApp.greeting)}`;
