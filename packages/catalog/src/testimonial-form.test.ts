import { describe, expect, it } from 'vitest';
import { normalizeTestimonialForm, validateTestimonialForm } from './testimonial-form.js';

const valid = { clientName: 'Ana Pop', content: 'Instalare rapidă și curată.' };

describe('testimonial form', () => {
  it('accepts a valid submission and defaults the rating to 5', () => {
    expect(validateTestimonialForm(valid)).toEqual({});
    expect(normalizeTestimonialForm({ ...valid, position: '  ', company: ' Firma  SRL ' })).toEqual({
      clientName: 'Ana Pop',
      position: null,
      company: 'Firma SRL',
      content: 'Instalare rapidă și curată.',
      rating: 5,
    });
  });

  it.each([
    [{ clientName: '  ' }, 'clientName', 'Numele este obligatoriu'],
    [{ clientName: '\u200b\u202e' }, 'clientName', 'Numele este obligatoriu'],
    [{ content: '   ' }, 'content', 'Conținutul mărturiei este obligatoriu'],
    [{ content: '  123456789  ' }, 'content', 'Mărturia trebuie să aibă cel puțin 10 caractere'],
    [{ content: 'x'.repeat(2001) }, 'content', 'Mărturia poate avea cel mult 2000 de caractere'],
    [{ rating: 0 }, 'rating', 'Alegeți un rating de la 1 la 5 stele'],
    [{ rating: 6 }, 'rating', 'Alegeți un rating de la 1 la 5 stele'],
    [{ rating: 4.5 }, 'rating', 'Alegeți un rating de la 1 la 5 stele'],
    [{ position: 'x'.repeat(101) }, 'position', 'Funcția poate avea cel mult 100 de caractere'],
  ])('refuses %o', (change, field, message) => {
    expect(validateTestimonialForm({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('accepts exactly 10 characters and every rating from 1 to 5', () => {
    expect(validateTestimonialForm({ ...valid, content: '1234567890' })).toEqual({});
    for (const rating of [1, 2, 3, 4, 5]) expect(validateTestimonialForm({ ...valid, rating })).toEqual({});
  });
});
