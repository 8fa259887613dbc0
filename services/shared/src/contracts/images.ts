/**
 * The blog's image uploads as the content service, the gateway in front of it and the dashboard
 * agree on them: each refuses a larger file itself, with the same words, before passing it on.
 */

/** Largest upload accepted, in bytes (5 MB): more than any photo a phone sends. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The refusal of a larger file, wherever it is refused first. */
export const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB`;
