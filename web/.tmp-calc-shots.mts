// Temporary helper (calc): crops of full-page screenshots to look at by eye. Deleted after use.
import { launchChromium } from './e2e/support/browser';
import { startSite } from './e2e/support/site';

const [path, width, ...offsets] = process.argv.slice(2);
const site = await startSite();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, baseURL: site.baseURL, locale: 'ro-RO' });
await context.route('**/api/v0/**', (route) =>
  route.request().url().includes('exchange-rate')
    ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ rate: 5, lastUpdated: '2026-03-12T10:00:00.000Z' }) })
    : route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
);
const page = await context.newPage();
await page.goto(path!);
await page.locator('h1').first().waitFor();
await page.waitForTimeout(800);
const media = process.env.MEDIA;
if (media) await page.emulateMedia({ media: media as 'print' });
for (const offset of offsets) {
  const [y, h] = offset.split(':').map(Number);
  await page.screenshot({ path: `/tmp/crops/${width}-${y}.png`, fullPage: true, clip: { x: 0, y: y!, width: Number(width), height: h ?? 900 } });
}
console.log('height', await page.evaluate(() => document.documentElement.scrollHeight));
await browser.close();
await site.close();
