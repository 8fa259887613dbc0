/**
 * Renders the dashboard screenshots of the public site (the home carousel, the /dashboards gallery and
 * the hero visual) from the mock Home Assistant pages in scripts/dashboard-mocks/, in Debian's Chromium,
 * and encodes them as WebP with Chromium's own canvas encoder (no image library, nothing downloaded).
 *
 *   node web/scripts/render-dashboard-images.mjs               writes web/src/assets/dashboards/*.webp
 *   node web/scripts/render-dashboard-images.mjs --png DIR     also keeps the full-size PNGs, to inspect
 *   node web/scripts/render-dashboard-images.mjs --only=hero   one image (a view id or "hero")
 *
 * The output is committed; run this again only when a mock page changes. Image sizes here must match
 * web/src/features/dashboard-examples/dashboard-examples.ts.
 */
/* global Image, document -- used inside page.evaluate, which runs in Chromium */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  heroScene,
  phoneView,
  PHONE_VIEWPORT,
  tabletView,
  TABLET_VIEWPORT,
} from './dashboard-mocks/views/hero.mjs';
import { views } from './dashboard-mocks/views/index.mjs';

const outDir = fileURLToPath(new URL('../src/assets/dashboards/', import.meta.url));
const pngIndex = process.argv.indexOf('--png');
const pngDir = pngIndex > 0 ? process.argv[pngIndex + 1] : null;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

/** Screenshots: 1280×800 CSS pixels rendered at 2× and scaled down (crisp at 1600 px, light at 800 px). */
const SCREEN = { viewport: { width: 1280, height: 800 }, widths: [1600, 800] };
/** Hero: a 640×480 scene at 2×, kept at 1280 px for high-density screens and 640 px for the others. */
const HERO = { viewport: { width: 640, height: 480 }, widths: [1280, 640] };
const SCALE = 2;
const QUALITY = 0.8;

/** Downscales in halving steps (one large step aliases thin lines and text), then encodes WebP. */
async function encodeWebp(page, png, width) {
  const dataUrl = await page.evaluate(
    async ({ src, width, quality }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const draw = (source, w, h) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d');
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(source, 0, 0, w, h);
        return canvas;
      };
      let canvas = draw(img, img.naturalWidth, img.naturalHeight);
      while (canvas.width / 2 >= width)
        canvas = draw(canvas, Math.round(canvas.width / 2), Math.round(canvas.height / 2));
      const out = draw(canvas, width, Math.round((canvas.height * width) / canvas.width));
      return out.toDataURL('image/webp', quality);
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, width, quality: QUALITY },
  );
  if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/** A PNG of `html` at `viewport` CSS pixels and 2× density; transparent where the page has no background. */
async function shoot(html, viewport, transparent = false) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: SCALE });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png', omitBackground: transparent });
  await context.close();
  return png;
}

const dataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`;

try {
  const encoder = await browser.newPage();
  mkdirSync(outDir, { recursive: true });
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  const write = async (id, png, widths) => {
    if (pngDir) writeFileSync(`${pngDir}/${id}.png`, png);
    for (const width of widths) {
      const webp = await encodeWebp(encoder, png, width);
      writeFileSync(`${outDir}${id}-${width}.webp`, webp);
      console.log(`${id}-${width}.webp ${(webp.length / 1024).toFixed(1)} KiB`);
    }
  };
  for (const [id, view] of Object.entries(views)) {
    if (only && only !== id) continue;
    await write(id, await shoot(view(), SCREEN.viewport), SCREEN.widths);
  }
  if (!only || only === 'hero') {
    const tablet = await shoot(tabletView(), TABLET_VIEWPORT);
    const phone = await shoot(phoneView(), PHONE_VIEWPORT);
    const scene = heroScene({ tablet: dataUrl(tablet), phone: dataUrl(phone) });
    await write('hero', await shoot(scene, HERO.viewport, true), HERO.widths);
  }
} finally {
  await browser.close();
}
