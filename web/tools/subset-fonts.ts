/**
 * Writes the Inter files the site serves (src/styles/fonts/, committed; src/styles/fonts.css declares them):
 *   - latin: the package's own latin subset (â, î and the rest of ASCII/Latin-1, punctuation, €), as is;
 *   - romanian: only the letters Romanian needs beyond Latin-1 (ă ș ț, and the cedilla forms ş ţ that
 *     older keyboards still type), cut from the package's latin-ext file. The whole latin-ext subset
 *     is 85 kB and every page of a Romanian site needs it; the cut is a few kB. Other latin-ext letters
 *     (a name with ő, say) fall back to the system font.
 * Both keep the weight axis (100-900): the site uses 400-700 and the browser picks any weight from one file.
 * Rerun after updating @fontsource-variable/inter:  pnpm --filter @smarthome/web run fonts:subset
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const outDir = fileURLToPath(new URL('../src/styles/fonts/', import.meta.url));

/** The letters of Romanian outside Latin-1, with the code points fonts.css declares for them. */
const ROMANIAN_EXTRA = 'ĂăȘșȚțŞşŢţ';

const latin = 'inter-latin-wght-normal.woff2';
copyFileSync(path.join(files, latin), path.join(outDir, latin));

const latinExt = readFileSync(path.join(files, 'inter-latin-ext-wght-normal.woff2'));
const romanian = await subsetFont(latinExt, ROMANIAN_EXTRA, { targetFormat: 'woff2' });
writeFileSync(path.join(outDir, 'inter-romanian-wght-normal.woff2'), romanian);

console.log(
  `latin ${readFileSync(path.join(outDir, latin)).length} bytes, romanian ${romanian.length} bytes (from ${latinExt.length})`,
);
