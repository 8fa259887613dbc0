import { describe, expect, it } from 'vitest';
import { json, mockAuthApi } from '@/test/api-mocks';
import { featuredAnswer } from '../testimonial-test-data';
import { fetchFeaturedTestimonials, TestimonialsUnavailable } from './featured-testimonials';

describe('GET /testimonials/featured for the home carousel', () => {
  it('reads at most 6, trims the texts and keeps the rating within 1-5 stars', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /testimonials/featured': json(
          200,
          featuredAnswer(8, [
            { client_name: '  Ana  ', position: ' ', company: 'Firma', rating: 7, avatar_url: '' },
            { rating: 0 },
            { rating: 3.6 },
            { rating: 'cinci' },
          ]),
        ),
      },
    );
    const testimonials = await fetchFeaturedTestimonials();
    expect(testimonials).toHaveLength(6);
    expect(testimonials[0]).toEqual({
      id: 't1',
      clientName: 'Ana',
      position: null,
      company: 'Firma',
      content: 'Mărturia numărul 1, despre instalare.',
      rating: 5,
      avatarUrl: null,
    });
    expect(testimonials.slice(1, 4).map((t) => t.rating)).toEqual([1, 4, 5]);
  });

  it('leaves out entries a card could not show: no id, no name or no text', async () => {
    mockAuthApi(
      { kind: 'anonymous' },
      {
        'GET /testimonials/featured': json(200, [
          ...featuredAnswer(1),
          null,
          { ...featuredAnswer(1)[0], id: undefined },
          { ...featuredAnswer(1)[0], client_name: '   ' },
          { ...featuredAnswer(1)[0], content: 42 },
        ]),
      },
    );
    expect((await fetchFeaturedTestimonials()).map((t) => t.id)).toEqual(['t1']);
  });

  it('fails with the agreed texts, keeping what caused them', async () => {
    mockAuthApi({ kind: 'anonymous' }, { 'GET /testimonials/featured': json(200, { data: 'none' }) });
    await expect(fetchFeaturedTestimonials()).rejects.toEqual(
      new TestimonialsUnavailable('Unexpected data format received from server', { data: 'none' }),
    );
    mockAuthApi(
      { kind: 'anonymous' },
      { 'GET /testimonials/featured': json(503, { message: 'Unavailable' }) },
    );
    const failure = await fetchFeaturedTestimonials().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TestimonialsUnavailable);
    expect(failure).toHaveProperty('message', 'Failed to load testimonials. Please try again later.');
    expect(failure).toHaveProperty('detail.status', 503);
  });
});
