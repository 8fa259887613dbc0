/**
 * The image calls of the REST facade end to end: the real content service (real sharp, embedded
 * Mongo) behind the gateway. The facade's contract: the upload's answer, who may upload, the CSRF
 * token a cookie session needs, the error shapes, and the headers an image is served with.
 */
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE } from '@smarthome/service-kit/contracts';
import { UPLOAD_MEDIA_TYPE_MESSAGE } from '../src/rest/images.js';
import { gatewayForContent, rawGet } from './helpers.js';

/** A valid 1×1 PNG: the facade's contract does not depend on the picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE_URL = /^\/api\/v0\/images\/[0-9a-f]{24}$/;

let infra: TestInfra;
let content: FastifyInstance;
let gateway: FastifyInstance;
const token = {} as Record<'admin' | 'installer' | 'user', string>;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_images' });
  content = await buildContent(loadServiceConfig(infra.env), { relay: false });
  await content.listen({ port: 0, host: '127.0.0.1' });
  gateway = await gatewayForContent(content);
  for (const role of ['admin', 'installer', 'user'] as const) {
    token[role] = await infra.jwks.sign({ sub: `${role}-1`, email: `${role}@example.ro`, role });
  }
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await infra?.stop();
});

function upload(body: Buffer | string, headers: Record<string, string>) {
  return gateway.inject({
    method: 'POST',
    url: '/api/v0/images',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload: body,
  });
}

const asBearer = (role: keyof typeof token) => ({ authorization: `Bearer ${token[role]}` });

describe('POST /api/v0/images', () => {
  it('answers 201 with the share and content images, whose URLs the gateway serves', async () => {
    const response = await upload(PNG, asBearer('admin'));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      share: { id: expect.any(String), url: expect.stringMatching(IMAGE_URL), width: 1200, height: 630 },
      content: { id: expect.any(String), url: expect.stringMatching(IMAGE_URL), width: 1, height: 1 },
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const image = await gateway.inject({ method: 'GET', url: body.share.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
  });

  it('is admin only: 401 anonymous, 403 installer and user', async () => {
    const statuses = await Promise.all(
      [{}, asBearer('installer'), asBearer('user')].map(
        async (headers) => (await upload(PNG, headers)).statusCode,
      ),
    );
    expect(statuses).toEqual([401, 403, 403]);
    expect((await upload(PNG, {})).json()).toEqual({ message: 'Authentication required' });
  });

  it('needs the CSRF token when the session cookie signs the request in', async () => {
    const session = `session=${token.admin}`;
    const refused = await upload(PNG, { cookie: session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Invalid or missing CSRF token' });

    const issued = await gateway.inject({ method: 'GET', url: '/api/v0/auth/csrf-token' });
    const csrfCookie = String(issued.headers['set-cookie']).split(';')[0];
    const accepted = await upload(PNG, {
      cookie: `${session}; ${csrfCookie}`,
      'x-csrf-token': issued.json().csrfToken,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses what is not an image with the form errors shape, and says why', async () => {
    const text = await upload('notes saved as photo.png', asBearer('admin'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ errors: [{ msg: 'The file is not a PNG, JPEG, WebP or GIF image' }] });

    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      ...asBearer('admin'),
      'content-type': 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({
      errors: [{ msg: 'SVG images are not accepted: upload a PNG, JPEG, WebP or GIF' }],
    });
  });

  it('refuses a body over 5 MB with 413, and a form or JSON body with 415', async () => {
    const oversize = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), asBearer('admin'));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });

    for (const type of ['multipart/form-data; boundary=x', 'text/plain', 'application/json']) {
      const refused = await upload(type === 'application/json' ? '{}' : 'x', {
        ...asBearer('admin'),
        'content-type': type,
      });
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json(), type).toEqual({ message: UPLOAD_MEDIA_TYPE_MESSAGE });
    }
  });
});

describe('GET /api/v0/images/{id}', () => {
  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'nope'],
    ['an operator object', encodeURIComponent('{"$ne":null}')],
    ['a path outside', '..%2F..%2Fgraphql'],
  ])('answers 404 {message} for %s', async (_case, id) => {
    const response = await gateway.inject({ method: 'GET', url: `/api/v0/images/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a parent path', '..'],
    ['a parent path, encoded', '%2e%2e'],
    ['a parent path, half encoded', '.%2e'],
    ['a parent path, upper-case encoding', '%2E%2E'],
    ['the current path', '.'],
    ['the current path, encoded', '%2e'],
    ['an encoded slash', '0123456789abcdef01234567%2F..'],
    ['an encoded query', '0123456789abcdef01234567%3Fx'],
    ['upper-case hex', '0123456789ABCDEF01234567'],
    ['a NUL byte', '0123456789abcdef0123456%00'],
  ])('answers 404 {message} for %s without calling the content service', async (_case, id) => {
    const calls = vi.spyOn(globalThis, 'fetch');
    try {
      const response = await rawGet(gateway, `/api/v0/images/${id}`);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ message: 'Image not found' });
      expect(calls).not.toHaveBeenCalled();
    } finally {
      calls.mockRestore();
    }
  });

  it('ignores a query string: it never reaches the content service', async () => {
    const { share } = (await upload(PNG, asBearer('admin'))).json();
    const response = await gateway.inject({ method: 'GET', url: `${share.url}?id[$ne]=x&v=2` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});
