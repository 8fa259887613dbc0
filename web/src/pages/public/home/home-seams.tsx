/**
 * The two home sections that come with the testimonials and blog issue (issue 6: "the places of the
 * testimonial carousel and blog preview, filled by a later issue"). They render nothing until then,
 * exactly as the spec hides them while they have no data. Replace each body, keep the place.
 */

/**
 * Seam: the testimonial carousel, 'Ce spun clienții' (public-site.md "Home testimonial carousel":
 * GET /testimonials/featured?limit=6, 5000 ms rotation, hidden on error or when empty).
 */
export function HomeTestimonialCarousel() {
  return null;
}

/**
 * Seam: the blog preview, 'Blog' (public-site.md "Home blog preview": GET /blog/featured?limit=3 with
 * the paged fallback, hidden on error or with no posts).
 */
export function HomeBlogPreview() {
  return null;
}
