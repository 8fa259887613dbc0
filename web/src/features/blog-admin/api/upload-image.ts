/**
 * POST /api/v0/images: one image file as the request body, answered with its two renderings (the
 * 1200×630 share image for a post's `image_url`, and the content image for the post's text). The
 * server reads the file's bytes to know what it is; the checks here only spare a pointless upload.
 */
import { MAX_IMAGE_UPLOAD_BYTES } from '@smarthome/service-kit/contracts/images';
import {
  API_BASE,
  ApiError,
  CSRF_HEADER,
  errorIdOf,
  getCsrfToken,
  isAbortError,
  isValidationList,
  readJson,
  serverMessage,
} from '@/lib/api-client';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';

const t = blogAdminTexts.upload;

export interface UploadedImage {
  id: string;
  /** The image's address on this site; it never changes. */
  url: string;
  width: number;
  height: number;
}

export interface UploadedImages {
  /** 1200×630: the post's card and share image. */
  share: UploadedImage;
  /** At most 1600 wide: the image inside a post's text. */
  content: UploadedImage;
}

/** What the file picker offers; SVG is never accepted (it can carry scripts). */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

const isUploadResult = (body: unknown): body is UploadedImages => {
  const { share, content } = (body ?? {}) as Partial<UploadedImages>;
  return typeof share?.url === 'string' && typeof content?.url === 'string';
};

/** Uploads one image; an ApiError carries the server's reason (too large, not an image, …). */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImages> {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) throw new ApiError(t.tooLarge, 413);
  if (file.type === 'image/svg+xml') throw new ApiError(t.notImage, 400);
  let token: string;
  try {
    token = await getCsrfToken(signal);
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    throw new ApiError(t.failed, cause instanceof ApiError ? cause.status : 0);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/images`, {
      method: 'POST',
      credentials: 'include',
      // The file itself is the body; its name and claimed type do not matter to the server.
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        [CSRF_HEADER]: token,
      },
      body: file,
      signal,
    });
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    throw new ApiError(t.failed, 0);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const message = serverMessage(body);
    throw new ApiError(
      message ?? t.failed,
      response.status,
      message !== undefined,
      isValidationList(body),
      errorIdOf(body),
    );
  }
  if (!isUploadResult(body)) throw new ApiError(t.failed, response.status);
  return body;
}
