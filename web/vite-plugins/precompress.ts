/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once, at the
 * highest levels, as the build's last step (prerender.ts): the gateway serves them as they are
 * (@fastify/static `preCompressed`, gateway/src/web.ts), so no request ever pays for compression and the browser gets the smallest files there are.
 * Files too small to gain from it, source maps (never fetched by visitors) and already-compressed
 * formats (woff2, png, webp) are left alone.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about one TCP packet compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string, skip: ReadonlySet<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* filesUnder(full, skip);
    } else yield full;
  }
}

async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed copy that is not smaller would only cost the browser time to decode.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Every compressible file of `dir` at least MIN_BYTES long, except in the folders named in `skip`
 * (files the server reads itself, never sent).
 */
export async function precompressDirectory(
  dir: string,
  { skip = [] }: { skip?: readonly string[] } = {},
): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir, new Set(skip))) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(precompressFile(file));
  }
  await Promise.all(jobs);
  return jobs.length;
}
