/**
 * The testimonial form (/testimonials/add), defined once: its fields, the rules with the site's
 * texts word for word, and the limits of each field. The page checks a submission with
 * `validateTestimonialForm` before sending it and the content service checks it again with the same
 * function (the admin's edit too), so they can never disagree about a field.
 */
import { cleanMultiLine, cleanSingleLine } from '@smarthome/text-rules';

export interface TestimonialFormInput {
  clientName: string;
  position?: string | null;
  company?: string | null;
  content: string;
  /** 1 to 5; the form starts at 5. */
  rating?: number | null;
}

export interface TestimonialForm {
  clientName: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
}

export type TestimonialField = keyof TestimonialForm;

/** The order the form shows its fields in (and lists their errors in). */
export const testimonialFields: readonly TestimonialField[] = [
  'clientName',
  'position',
  'company',
  'content',
  'rating',
];

export const TESTIMONIAL_DEFAULT_RATING = 5;

/**
 * Lengths: the minimum of the content is the site's (10 characters after trimming); the maximums
 * are ours, so that one submission cannot store megabytes.
 */
export const testimonialLimits = {
  nameMax: 100,
  positionMax: 100,
  companyMax: 100,
  contentMin: 10,
  contentMax: 2000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** Field errors: the site's texts verbatim; the caps and the rating's range are ours, worded alike. */
export const testimonialValidationMessages = {
  nameRequired: 'Numele este obligatoriu',
  nameTooLong: `Numele poate avea cel mult ${testimonialLimits.nameMax} de caractere`,
  positionTooLong: `Funcția poate avea cel mult ${testimonialLimits.positionMax} de caractere`,
  companyTooLong: `Compania poate avea cel mult ${testimonialLimits.companyMax} de caractere`,
  contentRequired: 'Conținutul mărturiei este obligatoriu',
  contentTooShort: `Mărturia trebuie să aibă cel puțin ${testimonialLimits.contentMin} caractere`,
  contentTooLong: `Mărturia poate avea cel mult ${testimonialLimits.contentMax} de caractere`,
  ratingInvalid: 'Alegeți un rating de la 1 la 5 stele',
} as const;

/** The submission as checked and stored: texts under the shared text rule, blanks as null, rating 5 by default. */
export function normalizeTestimonialForm(input: TestimonialFormInput): TestimonialForm {
  const optional = (value: string | null | undefined) => {
    const clean = cleanSingleLine(value ?? '');
    return clean === '' ? null : clean;
  };
  return {
    clientName: cleanSingleLine(input.clientName),
    position: optional(input.position),
    company: optional(input.company),
    content: cleanMultiLine(input.content),
    rating: input.rating ?? TESTIMONIAL_DEFAULT_RATING,
  };
}

export type TestimonialFormErrors = Partial<Record<TestimonialField, string>>;

/** The first problem of each field, in form order; `{}` when the testimonial can be sent. */
export function validateTestimonialForm(input: TestimonialFormInput): TestimonialFormErrors {
  const { clientName, position, company, content, rating } = normalizeTestimonialForm(input);
  const m = testimonialValidationMessages;
  const l = testimonialLimits;
  const errors: TestimonialFormErrors = {};
  if (clientName === '') errors.clientName = m.nameRequired;
  else if (clientName.length > l.nameMax) errors.clientName = m.nameTooLong;
  if (position && position.length > l.positionMax) errors.position = m.positionTooLong;
  if (company && company.length > l.companyMax) errors.company = m.companyTooLong;
  if (content === '') errors.content = m.contentRequired;
  else if (content.length < l.contentMin) errors.content = m.contentTooShort;
  else if (content.length > l.contentMax) errors.content = m.contentTooLong;
  if (!Number.isInteger(rating) || rating < l.ratingMin || rating > l.ratingMax)
    errors.rating = m.ratingInvalid;
  return errors;
}
