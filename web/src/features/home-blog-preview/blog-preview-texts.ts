/** The labels of the home page's blog preview (English tagline and console text on purpose, word for word). */
export const blogPreviewTexts = {
  title: 'Blog',
  tagline: 'Ideas and tips for your smart home',
  loading: 'Se încarcă articolele...',
  readMore: 'Citește mai mult',
  allPosts: 'Vezi toate articolele',
  facebook: 'Urmărește-ne pe Facebook',
  /** Read after the Facebook link's text, which opens another site in a new tab. */
  newTab: '(se deschide într-o filă nouă)',
  tags: 'Etichete',
  /** Logged to the console when the preview hides itself because the posts could not be read. */
  loadFailed: 'Failed to load blog posts',
};
