/**
 * The launch offer: "the first 3 customers get free installation".
 *
 * The site has said two things about how many places are left: one page says "1 of 3 places left",
 * another "only two places". Both stand, so they are kept as two moments of the
 * same offer rather than as a contradiction: it opened with 3 places, the "only two places" notice
 * dates from after the first customer, and the current state is 1 of 3. The pages present it that
 * way, and the assistant answers the same.
 */
export const freeInstallationOffer = {
  /** The first this many customers get the installation (the package's price) free. */
  places: 3,
  /** Places left when the "only two places" notice went out. */
  placesLeftAtNotice: 2,
  /** Places left now: the pages say "1 din 3 locuri rămase". */
  placesLeft: 1,
} as const;
