/**
 * What an uploaded image must be and what is made of it. The numbers are the product's, not a
 * deployment's: the dashboard's texts name them.
 */

import {
  IMAGE_ID,
  IMAGE_NOT_FOUND_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@smarthome/service-kit/contracts';

/** Largest upload accepted, in bytes: the cap the gateway and the dashboard apply too. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;

/**
 * Largest decoded image, in pixels: a small file can still decode to a huge bitmap (a
 * "decompression bomb"); 50 megapixels is above any camera the installer uses.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The share image: the post's card and its Open Graph picture (1200×630 is what link previews ask for). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The image shown inside a post: at most this wide, its own proportions kept, never enlarged. */
export const CONTENT_MAX_WIDTH = 1600;

/** Every stored variant is WebP: small, and shown by every browser the site supports. */
export const STORED_CONTENT_TYPE = 'image/webp';

/** Uploads per admin and window: enough for a post with many pictures, not for a runaway script. */
export const UPLOAD_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 } as const;

/** Where the gateway serves a stored image; the blog accepts such a path as a post's image. */
export const PUBLIC_IMAGE_PATH = '/api/v0/images';

/** What a stored image's id looks like: the gateway checks it too, before it asks for the image. */
export { IMAGE_ID };

export const IMAGE_MESSAGES = {
  empty: 'The upload is empty: choose an image file',
  tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  svg: 'SVG images are not accepted: upload a PNG, JPEG, WebP or GIF',
  unsupported: 'The file is not a PNG, JPEG, WebP or GIF image',
  unreadable: 'The image could not be read: the file is damaged or not an image',
  tooManyPixels: `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  notFound: IMAGE_NOT_FOUND_MESSAGE,
  rateLimited: 'Too many uploads: please wait a few minutes and try again',
} as const;
