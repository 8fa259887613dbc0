/**
 * The labels of the home page's testimonial carousel. The call to action and the console texts are
 * agreed word for word (English on purpose, 'Lasa' without its diacritic).
 */
export const testimonialTexts = {
  title: 'Ce spun clienții',
  loading: 'Se încarcă review-urile...',
  shareQuestion: 'Ready to share your experience?',
  addReview: 'Lasa un review',
  /** Logged to the console when the carousel hides itself. */
  loadFailed: 'Failed to load testimonials. Please try again later.',
  unexpectedFormat: 'Unexpected data format received from server',
  carouselLabel: 'Review-urile clienților',
  slideLabel: (position: number, total: number, name: string) => `${position} din ${total}: ${name}`,
  indicatorsLabel: 'Alege review-ul',
  showSlide: (position: number, name: string) => `Afișează review-ul ${position}: ${name}`,
  previous: 'Review-ul anterior',
  next: 'Review-ul următor',
  rating: (stars: number) => `Evaluare: ${stars} din 5 ${stars === 1 ? 'stea' : 'stele'}`,
};
