// Temporary helper (calc): measures the print layout. Deleted after use.
import { hardwareItems } from '@smarthome/catalog';
import { launchChromium } from './e2e/support/browser';
import { startSite } from './e2e/support/site';
const site = await startSite();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 673, height: 1017 }, baseURL: site.baseURL });
const page = await context.newPage();
const q = hardwareItems.filter((i) => !i.required).map((i) => `${i.id}=${i.maxCount}`).join('&');
await page.goto(`/hardware/calculator?${q}&package=premium`);
await page.locator('h1').first().waitFor();
await page.emulateMedia({ media: 'print' });
console.log(await page.evaluate(() => ({
  doc: document.documentElement.scrollHeight,
  body: document.body.scrollHeight,
  sheet: document.querySelector('[data-print-estimate]')!.getBoundingClientRect().height,
  main: document.querySelector('main')!.getBoundingClientRect().height,
  visible: Array.from(document.querySelectorAll('body *')).filter((e) => (e as HTMLElement).offsetParent !== null && !e.closest('[data-print-estimate]')).map((e) => e.tagName + '.' + e.className).slice(0, 10),
})));
await page.screenshot({ path: '/tmp/crops/print-full.png', fullPage: true });
await browser.close();
await site.close();
