/**
 * The type of an upload, read from its first bytes. The file name and the Content-Type the
 * client sent are the client's claims; the bytes are what an image decoder will actually read.
 */

/** The raster formats accepted; anything else is refused before a decoder sees it. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The format the bytes are in, or null when they are none of the accepted ones. */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/**
 * True when the bytes look like an SVG document (XML text with an `<svg` element near the start),
 * so that the refusal can say why: SVG is text that may carry scripts, and is never accepted.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!doctype')) && head.includes('<svg'))
  );
}
