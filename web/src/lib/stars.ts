/** A rating runs from 1 to 5 stars. */
const MAX_STARS = 5;

/**
 * A rating as the stars drawn: a whole number from 1 to 5 whatever the record held, and 5 when it
 * holds no number.
 */
export const starsOf = (rating: unknown): number =>
  typeof rating === 'number' && Number.isFinite(rating)
    ? Math.min(MAX_STARS, Math.max(1, Math.round(rating)))
    : MAX_STARS;
