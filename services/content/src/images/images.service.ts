import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  requireRole,
  type AuthUser,
  type MaybeAuthenticated,
  type RateLimiter,
} from '@smarthome/service-kit';
import { detectImageFormat, looksLikeSvg } from './images.detect.js';
import { renderVariants, type RenderedImage } from './images.render.js';
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  PUBLIC_IMAGE_PATH,
  STORED_CONTENT_TYPE,
  UPLOAD_RATE_LIMIT,
} from './images.rules.js';
import type { ImageStore, StoredImage, StoredImageMetadata } from './images.store.js';

/** One stored rendering of an upload, as the API gives it. */
export interface UploadedImage {
  id: string;
  /** The public address (through the gateway), the same for as long as the image exists. */
  url: string;
  width: number;
  height: number;
}

/** An upload's two renderings: the share image (a post's `imageUrl`) and the one for a post's text. */
export interface UploadResult {
  share: UploadedImage;
  content: UploadedImage;
}

export interface ImageServiceOptions {
  store: ImageStore;
  limiter: RateLimiter;
}

/** The public address of a stored image. */
export const imageUrl = (id: string) => `${PUBLIC_IMAGE_PATH}/${id}`;

/**
 * Image uploads for the blog: admins only, rate-limited per admin, checked by their bytes, turned
 * into WebP renderings without metadata, stored in GridFS and read back by id by anyone.
 */
export class ImageService {
  constructor(private readonly options: ImageServiceOptions) {}

  /**
   * Whether the caller may upload now: UNAUTHENTICATED, FORBIDDEN or RATE_LIMITED otherwise.
   * Asked before the body is read, so a refused caller never makes the service read 5 MB.
   */
  async admitUpload(ctx: MaybeAuthenticated): Promise<AuthUser> {
    const user = requireRole(ctx, 'admin');
    await this.options.limiter.hit('image-upload', user.id, UPLOAD_RATE_LIMIT, IMAGE_MESSAGES.rateLimited);
    return user;
  }

  /** Checks, renders and stores one upload. */
  async upload(user: AuthUser, bytes: Buffer, log: FastifyBaseLogger): Promise<UploadResult> {
    checkUpload(bytes);
    const rendered = await renderVariants(bytes, log);
    const share = await this.store(rendered.share, 'share', user);
    try {
      return { share, content: await this.store(rendered.content, 'content', user) };
    } catch (error) {
      // No half upload left behind: the share image alone would be stored for nothing.
      await this.options.store.remove(share.id).catch(() => undefined);
      throw error;
    }
  }

  /** The stored image with that id; NOT_FOUND for an unknown or malformed id. */
  async find(id: string): Promise<StoredImage> {
    const image = await this.options.store.find(id);
    if (!image) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.notFound);
    return image;
  }

  private async store(
    image: RenderedImage,
    variant: StoredImageMetadata['variant'],
    user: AuthUser,
  ): Promise<UploadedImage> {
    const { width, height } = image;
    const id = await this.options.store.save(image.bytes, {
      contentType: STORED_CONTENT_TYPE,
      variant,
      width,
      height,
      uploadedBy: user.id,
    });
    return { id, url: imageUrl(id), width, height };
  }
}

/** Refuses what is not an accepted image before any decoder reads it. */
export function checkUpload(bytes: Buffer): void {
  if (bytes.length === 0) throw new AppError('BAD_USER_INPUT', IMAGE_MESSAGES.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  if (detectImageFormat(bytes) === null) {
    throw new AppError(
      'BAD_USER_INPUT',
      looksLikeSvg(bytes) ? IMAGE_MESSAGES.svg : IMAGE_MESSAGES.unsupported,
    );
  }
}
