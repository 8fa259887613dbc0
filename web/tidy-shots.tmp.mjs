// temporary screenshot helper of the "tidy" task (deleted afterwards)
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const [dist, label, port] = process.argv.slice(2);
const server = spawn('pnpm', ['exec', 'vite', 'preview', '--outDir', dist, '--port', port, '--strictPort'], { stdio: 'ignore', detached: true });
const base = `http://localhost:${port}`;
for (let i = 0; i < 60; i++) { try { await fetch(base); break; } catch { await new Promise(r => setTimeout(r, 500)); } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const routes = ['/features', '/home-assistant', '/raspberry-pi', '/integrari', '/installation-process', '/automations', '/garage-automation', '/about', '/faq', '/promotion-details', '/'];
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.route('**/api/**', (r) => r.abort());
  await page.route('**/graphql', (r) => r.abort());
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = (route === '/' ? 'home' : route.slice(1)) + `-${width}-${label}`;
    await page.screenshot({ path: `/tmp/tidy-shots/${name}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.close();
}
await browser.close();
process.kill(-server.pid);
