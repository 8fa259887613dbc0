/**
 * The places of two home sections whose content does not exist yet: the testimonial carousel and the
 * blog preview. They render nothing until then, as each section is hidden while it has no data.
 * Replace each body, keep the place.
 */

/**
 * Seam: the testimonial carousel, 'Ce spun clienții': GET /testimonials/featured?limit=6, 5000 ms
 * rotation, hidden on error or when empty.
 */
export function HomeTestimonialCarousel() {
  return null;
}

/**
 * Seam: the blog preview, 'Blog': GET /blog/featured?limit=3 with the paged fallback, hidden on error
 * or with no posts.
 */
export function HomeBlogPreview() {
  return null;
}
