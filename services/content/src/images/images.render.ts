import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@smarthome/service-kit';
import sharp, { type Sharp } from 'sharp';
import { CONTENT_MAX_WIDTH, IMAGE_MESSAGES, MAX_IMAGE_PIXELS, SHARE_SIZE } from './images.rules.js';

/** One stored picture: WebP bytes and their size in pixels. */
export interface RenderedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** What one upload becomes. */
export interface RenderedVariants {
  /** Exactly 1200×630, cropped around what draws the eye: the post's card and share image. */
  share: RenderedImage;
  /** At most 1600 wide, proportions kept, never enlarged: the picture inside a post. */
  content: RenderedImage;
}

const WEBP = { quality: 82, effort: 4 } as const;

/**
 * A decoder for the upload. Only its first frame is read (an animated GIF becomes a still),
 * images over MAX_IMAGE_PIXELS are refused before they are decoded, and a truncated or corrupt
 * file fails rather than rendering half a picture. The EXIF orientation is applied, because the
 * metadata that carries it (with the camera's GPS position) is not written to the output.
 */
function decoder(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 }).rotate();
}

async function toWebp(pipeline: Sharp): Promise<RenderedImage> {
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The share and content variants of an upload whose format was already checked. */
export async function renderVariants(bytes: Buffer, log: FastifyBaseLogger): Promise<RenderedVariants> {
  try {
    const [share, content] = await Promise.all([
      toWebp(
        decoder(bytes).resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: 'cover', position: 'attention' }),
      ),
      toWebp(decoder(bytes).resize({ width: CONTENT_MAX_WIDTH, withoutEnlargement: true })),
    ]);
    return { share, content };
  } catch (error) {
    // libvips' messages name its internals: the caller gets ours, the log keeps the cause.
    const reason = error instanceof Error ? error.message : String(error);
    log.info({ reason }, 'image upload could not be decoded');
    const tooLarge = /pixel limit/i.test(reason);
    throw new AppError('BAD_USER_INPUT', tooLarge ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable);
  }
}
