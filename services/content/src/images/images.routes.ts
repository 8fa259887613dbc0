/**
 * The image calls of the content service, plain HTTP beside its GraphQL (image bytes do not fit
 * GraphQL). The gateway forwards `/api/v0/images` here with the caller's identity headers, as it
 * does for GraphQL; this service checks the token itself.
 *
 *   POST /images        body: the image file (any Content-Type: the bytes decide)
 *                       → 201 { share: {id, url, width, height}, content: {…} }
 *                       admins only: 401 anonymous, 403 other roles, 429 over the upload allowance
 *   GET  /images/{id}   → the WebP bytes, cached for a year (the bytes behind an id never change);
 *                       404 for an unknown or malformed id
 *
 * Failures answer `{ message, code }` with the status of the code (HTTP_STATUS_BY_CODE); a bug
 * answers 500 with an errorId that its log line carries too.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  isRequestRefusal,
  refuseSecondFactorEnrolmentPending,
  routeErrorHandler,
  type AuthUser,
  type RequestRefusal,
  type TokenVerifier,
} from '@smarthome/service-kit';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './images.rules.js';
import type { ImageService } from './images.service.js';

export interface ImageRoutesOptions {
  images: ImageService;
  verifier: TokenVerifier;
}

/** An id-addressed image never changes: browsers and caches keep it for a year without asking again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin an upload was admitted for (set before its body is read). */
    uploader?: AuthUser;
  }
}

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { images, verifier }) => {
  // The upload's body is the file itself, whatever type the client names: the service reads
  // its bytes to know what it is. Fastify refuses more than MAX_IMAGE_BYTES with a 413.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler(routeErrorHandler(requestRefusal));

  app.post(
    '/images',
    {
      bodyLimit: MAX_IMAGE_BYTES,
      // Role and allowance first: a refused caller's body is never read.
      onRequest: async (request) => {
        const user = refuseSecondFactorEnrolmentPending(await verifier.verifyRequest(request, request.log));
        request.uploader = await images.admitUpload({ user });
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const uploaded = await images.upload(request.uploader!, body, request.log);
      request.log.info(
        { share: uploaded.share.id, content: uploaded.content.id, bytes: body.length },
        'image uploaded',
      );
      return reply.code(201).send(uploaded);
    },
  );

  app.get<{ Params: { id: string } }>('/images/:id', async (request, reply) => {
    const image = await images.find(request.params.id);
    return reply
      .header('content-type', image.contentType)
      .header('content-length', image.length)
      .header('cache-control', IMMUTABLE_CACHE)
      .header('last-modified', image.uploadedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .send(image.open());
  });
};

/** Fastify's refusals before a handler ran (body too large, bad content length) keep their 4xx. */
function requestRefusal(error: FastifyError): RequestRefusal | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: IMAGE_MESSAGES.tooLarge };
  return isRequestRefusal(error) ? { status: error.statusCode!, message: error.message } : null;
}
