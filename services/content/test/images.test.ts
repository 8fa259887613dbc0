/**
 * Image uploads on the real content service: real sharp, the real database engine (embedded
 * unless MONGODB_URI is set), real token checks. What is accepted and what it becomes, what is
 * refused and with which words, who may upload, and how a stored image is served.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, UPLOAD_RATE_LIMIT } from '../src/images/images.rules.js';
import type { UploadResult } from '../src/images/images.service.js';
import { useContentSuite } from './helpers.js';

const suite = useContentSuite('content_images');

/** A picture with some detail (a gradient of random blocks), in the given format. */
async function picture(width: number, height: number, format: 'png' | 'jpeg', exif = false): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif) image = image.withExif({ IFD0: { Copyright: 'camera owner', Artist: 'installer' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function upload(body: Buffer | string, headers: Record<string, string> = suite.headersOf('admin')) {
  return suite.app.inject({
    method: 'POST',
    url: '/images',
    headers: { 'content-type': 'image/png', ...headers },
    payload: body,
  });
}

async function uploaded(body: Buffer): Promise<UploadResult> {
  const response = await upload(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadResult>();
}

const download = (url: string) => suite.app.inject({ method: 'GET', url: url.replace('/api/v0', '') });

async function stored(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  return sharp(response.rawPayload).metadata();
}

describe('accepted uploads', () => {
  it('turns a PNG into a 1200×630 share image and a content image at most 1600 wide, both WebP', async () => {
    const result = await uploaded(await picture(2000, 1500, 'png'));

    expect(result.share).toMatchObject({ width: 1200, height: 630 });
    expect(result.content).toMatchObject({ width: 1600, height: 1200 });
    expect(result.share.url).toBe(`/api/v0/images/${result.share.id}`);
    expect(result.content.url).toMatch(/^\/api\/v0\/images\/[0-9a-f]{24}$/);
    expect(result.content.id).not.toBe(result.share.id);

    const share = await stored(await download(result.share.url));
    expect(share).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    const content = await stored(await download(result.content.url));
    expect(content).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(
      await suite.db.collection('images.files').countDocuments({ 'metadata.uploadedBy': 'admin-1' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('keeps a small JPEG at its own size in the text, strips its metadata, and still fills the share size', async () => {
    const original = await picture(800, 600, 'jpeg', true);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const result = await uploaded(original);

    expect(result.content).toMatchObject({ width: 800, height: 600 });
    expect(result.share).toMatchObject({ width: 1200, height: 630 });
    const content = await stored(await download(result.content.url));
    expect(content).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(content.exif).toBeUndefined();
    expect(content.icc).toBeUndefined();
  });

  it('reads the type from the bytes, whatever Content-Type the client named', async () => {
    const response = await upload(await picture(300, 200, 'jpeg'), {
      ...suite.headersOf('admin'),
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('refused uploads', () => {
  const refusal = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    message: response.json<{ message: string }>().message,
  });

  it('refuses a text file named like a PNG', async () => {
    expect(refusal(await upload('just some notes, saved as photo.png'))).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.unsupported,
    });
  });

  it('refuses an SVG, which can carry scripts, and says so', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(
      refusal(await upload(svg, { ...suite.headersOf('admin'), 'content-type': 'image/svg+xml' })),
    ).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.svg,
    });
  });

  it('refuses a file over 5 MB before decoding it', async () => {
    const oversize = Buffer.concat([await picture(10, 10, 'png'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(refusal(await upload(oversize))).toEqual({ status: 413, message: IMAGE_MESSAGES.tooLarge });
  });

  it('refuses an empty upload and a truncated image', async () => {
    expect(refusal(await upload(Buffer.alloc(0)))).toEqual({ status: 400, message: IMAGE_MESSAGES.empty });
    const png = await picture(400, 300, 'png');
    expect(refusal(await upload(png.subarray(0, 200)))).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.unreadable,
    });
  });
});

describe('who may upload', () => {
  it('answers 401 to an anonymous caller and 403 to installers and users, storing nothing', async () => {
    const before = await suite.db.collection('images.files').countDocuments();
    const png = await picture(50, 50, 'png');
    const statuses = [
      (await upload(png, {})).statusCode,
      (await upload(png, suite.headersOf('installer'))).statusCode,
      (await upload(png, suite.headersOf('user'))).statusCode,
    ];
    expect(statuses).toEqual([401, 403, 403]);
    expect(await suite.db.collection('images.files').countDocuments()).toBe(before);
  });

  it('refuses an admin whose session must enrol a second factor first, storing nothing', async () => {
    const before = await suite.db.collection('images.files').countDocuments();
    const token = await suite.infra.jwks.sign({
      sub: 'held-admin',
      email: 'held@example.ro',
      role: 'admin',
      secondFactorEnrolmentPending: true,
    });
    const response = await upload(await picture(50, 50, 'png'), { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
    });
    expect(await suite.db.collection('images.files').countDocuments()).toBe(before);
  });

  it('limits how many uploads one admin makes in a window, with Retry-After', async () => {
    const token = await suite.infra.jwks.sign({ sub: 'busy-admin', email: 'busy@example.ro', role: 'admin' });
    const headers = { authorization: `Bearer ${token}` };
    // Empty bodies: each counts as an attempt, and none costs a decode.
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i += 1)
      expect((await upload('', headers)).statusCode).toBe(400);
    const refused = await upload(await picture(20, 20, 'png'), headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: IMAGE_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('serving a stored image', () => {
  it('sends WebP with a year-long immutable cache and nosniff, to anyone', async () => {
    const { content } = await uploaded(await picture(640, 480, 'png'));
    const response = await download(content.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it.each([
    ['an unknown id', '/images/0123456789abcdef01234567'],
    ['a malformed id', '/images/not-an-id'],
    ['upper-case hex', '/images/0123456789ABCDEF01234567'],
    ['an operator object', `/images/${encodeURIComponent('{"$gt":""}')}`],
    ['a bracketed operator', '/images/%5B%24ne%5D'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await suite.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: IMAGE_MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});
