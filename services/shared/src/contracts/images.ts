/**
 * The blog's image uploads as the content service, the gateway in front of it and the dashboard
 * agree on them: each refuses a larger file itself, with the same words, before passing it on.
 */

/** Largest upload accepted, in bytes (5 MB): more than any photo a phone sends. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The refusal of a larger file, wherever it is refused first. */
export const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB`;

/**
 * What a stored image's id looks like (a MongoDB ObjectId in lower-case hex). Anything else is no
 * image: the content service never looks it up, and the gateway answers 404 without asking it.
 */
export const IMAGE_ID = /^[0-9a-f]{24}$/;

/** The answer for an id that names no stored image, wherever it is given. */
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
