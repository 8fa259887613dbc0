/**
 * The blog's images. The content service owns them (GridFS) and serves them over plain HTTP
 * beside its GraphQL, since image bytes do not fit GraphQL; these routes forward to it.
 *
 *   POST /images        body: the image file, Content-Type application/octet-stream or image/*
 *                       → 201 { share: {id, url, width, height}, content: {id, url, width, height} }
 *                       admins only, enforced by the content service (401 anonymous, 403 other
 *                       roles, 429 over the upload allowance); a session-cookie caller needs the
 *                       CSRF token like every write. The bytes decide the type: a PNG, JPEG, WebP
 *                       or GIF of at most 5 MB; anything else is a 400 `{errors:[{msg}]}`, too
 *                       large a 413 `{message}`.
 *   GET  /images/{id}   → the WebP bytes with `Cache-Control: public, max-age=31536000, immutable`
 *                       (an id's bytes never change) and `X-Content-Type-Options: nosniff`;
 *                       404 `{message}` for an unknown id, and for one that is not an
 *                       image id at all (`..`, `%2e%2e`, …) without asking the content service
 *
 * The content service's answers `{ message, code }` become the facade's own error answers
 * through the same mapping as a GraphQL error (rest/errors.ts).
 */
import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  IMAGE_ID,
  IMAGE_NOT_FOUND_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@smarthome/service-kit/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { buildContext, type ContextOptions } from '../graphql/context.js';
import { RestError } from './errors.js';
import { BYTES, withBytesBody } from './openapi.js';
import { IdParams, NoQuery } from './schemas.js';
import { callService, serviceUrlFor } from './service-http.js';
import type { RestRoutes } from './types.js';
import type { SubgraphReplicas } from '../subgraph-replicas.js';

export const UPLOAD_MEDIA_TYPE_MESSAGE =
  'Send the image file itself as the body, with Content-Type application/octet-stream or image/*';

/** Upload body types: none of them can be sent by a cross-site form or a request without preflight. */
const UPLOAD_TYPES = /^(?:application\/octet-stream|image\/[\w.+-]+)\s*(?:;|$)/i;

/** What the content service's image answer says about the bytes, passed on to the browser. */
const IMAGE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'last-modified',
  'x-content-type-options',
];

/** The upload's body types as the OpenAPI document lists them (the bytes decide, see above). */
const DOCUMENTED_UPLOAD_TYPES = [
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];

const StoredImage = Type.Object({
  id: Type.String(),
  /** Where GET /images/{id} serves it. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

const UploadReply = Type.Object(
  { share: StoredImage, content: StoredImage },
  { description: 'Stored in two sizes: `share` for link previews, `content` for the post' },
);

const ImageBytes = {
  description: 'The image as WebP; an id’s bytes never change, so it may be cached for a year',
  content: { 'image/webp': { schema: BYTES } },
};

export interface ImageRoutesOptions {
  /** The content service's GraphQL URL (its `/images` routes are on the same origin). */
  contentUrl: string;
  /** Which cookies reach the subgraphs, as for GraphQL calls. */
  contextOptions: ContextOptions;
  /** How long the content service may take to answer (a large upload is resized there). */
  timeoutMs: number;
  replicas: SubgraphReplicas;
}

export function imageRoutes(options: ImageRoutesOptions): RestRoutes {
  const imagesUrl = new URL('/images', options.contentUrl).href;

  /** The content service's answer; it has at most `timeoutMs` (a large upload is resized there). */
  const forward = (request: FastifyRequest, url: string, init: RequestInit) =>
    callService(
      request,
      { url, replicas: options.replicas },
      { ...init, signal: AbortSignal.timeout(options.timeoutMs) },
      'Image call',
    );

  return (app) => {
    void app.register(async (untyped) => {
      const scope = untyped.withTypeProvider<TypeBoxTypeProvider>();
      scope.addContentTypeParser(
        UPLOAD_TYPES,
        { parseAs: 'buffer', bodyLimit: MAX_IMAGE_UPLOAD_BYTES },
        (_request, body, done) => done(null, body),
      );
      // Fastify's refusals of the body, in words about the image; then the facade's own handler.
      scope.setErrorHandler((error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new RestError(413, IMAGE_TOO_LARGE_MESSAGE);
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          throw new RestError(415, UPLOAD_MEDIA_TYPE_MESSAGE);
        throw error;
      });

      scope.post(
        '/images',
        {
          bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
          config: { swaggerTransform: withBytesBody(DOCUMENTED_UPLOAD_TYPES) },
          schema: {
            summary: 'Upload a blog image (admins)',
            description: 'The body is the file itself: a PNG, JPEG, WebP or GIF of at most 5 MB.',
            querystring: NoQuery,
            response: { 201: UploadReply },
          },
        },
        async (request, reply) => {
          if (!Buffer.isBuffer(request.body)) throw new RestError(415, UPLOAD_MEDIA_TYPE_MESSAGE);
          const headers = buildContext(request, reply, options.contextOptions).forwardHeaders;
          const answer = await forward(request, imagesUrl, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/octet-stream' },
            body: request.body,
          });
          // The content service's answer, passed on as it is.
          return reply.code(201).send((await answer.json()) as Static<typeof UploadReply>);
        },
      );

      scope.get(
        '/images/:id',
        {
          schema: {
            summary: 'Get an image',
            security: [],
            params: IdParams,
            querystring: NoQuery,
            response: { 200: ImageBytes },
          },
        },
        async (request, reply) => {
          // An id that is no image id names no image: nothing is asked of the content service.
          const url = serviceUrlFor(imagesUrl, request.params.id, IMAGE_ID);
          if (url === undefined) throw new RestError(404, IMAGE_NOT_FOUND_MESSAGE);
          // Anyone may read an image: no identity goes along, only the request id and address.
          const { 'x-request-id': requestId, 'x-forwarded-for': forwardedFor } = buildContext(
            request,
            reply,
            options.contextOptions,
          ).forwardHeaders;
          const answer = await forward(request, url, {
            method: request.method,
            headers: {
              ...(requestId ? { 'x-request-id': requestId } : {}),
              ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
            },
          });
          for (const name of IMAGE_HEADERS) {
            const value = answer.headers.get(name);
            if (value !== null) void reply.header(name, value);
          }
          if (!answer.body) return reply.send();
          return reply.send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>));
        },
      );
    });
  };
}
