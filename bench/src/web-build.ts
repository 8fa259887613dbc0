/**
 * What the web benchmarks share: the production build under test, free loopback ports, Debian's
 * Chromium with the flags of the browser tests (web/e2e/support/browser.ts), and a table printer.
 * Nothing is downloaded: the browser is /usr/bin/chromium (CHROMIUM_PATH or CHROME_PATH override it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(repoRoot, 'web');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The browser tests' flags: headless, no sandbox (containers), and no traffic of Chromium's own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The production build to measure: BENCH_WEB_DIST (a folder holding index.html, absolute or relative
 * to web/) when given, else a fresh `vite build` of the current sources into web/dist-bench (its own
 * folder, so it never disturbs web/dist or a build someone else is testing).
 */
export function productionBuild(): string {
  const given = process.env.BENCH_WEB_DIST;
  if (given) {
    const dir = path.resolve(webDir, given);
    if (!existsSync(path.join(dir, 'index.html')))
      throw new Error(`BENCH_WEB_DIST: ${dir} has no index.html`);
    return dir;
  }
  const outDir = 'dist-bench';
  console.log(`building the web app into web/${outDir} …`);
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return path.join(webDir, outDir);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** kB as Vite prints them (1 kB = 1000 bytes), the stricter reading of the budget. */
export const kB = (bytes: number, digits = 1): string => `${(bytes / 1000).toFixed(digits)} kB`;

/** A page's path as a table's first column shows it: at most 40 characters. */
export const shortPath = (pagePath: string): string =>
  pagePath.length > 40 ? `${pagePath.slice(0, 39)}…` : pagePath;

/** A plain aligned table: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
