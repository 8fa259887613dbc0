/**
 * Pre-renders the public pages to HTML at build time, so a visitor sees the page as soon as the HTML
 * and its stylesheets arrive instead of after the JavaScript has downloaded and run (on a phone on a
 * mobile network that is seconds). React then hydrates the page in place (src/main.tsx).
 *
 * `vite build` becomes an app build (Vite's `builder`): the browser bundle, then a self-contained
 * Node bundle of src/entry-server.tsx into `<outDir>/.server` (a dot folder, never served), then one
 * HTML file per page of its `prerenderedPaths`, then the Brotli and gzip copies of every text file
 * (precompress.ts):
 *
 *   /                    → index.html        the home page, pre-rendered
 *   /packages/basic      → packages/basic.html
 *   any other route      → app-shell.html    the empty page the browser renders itself (dashboard…)
 *   /blog, /blog/:id/:slug… → page-shell.html the template of the pages the gateway renders itself
 *                                             with .server/entry-server.js (their content changes
 *                                             without a deploy), and page-links.json the
 *                                             stylesheets and code of each of them, for its head
 *
 * The gateway maps a page's path to its file (gateway/src/web.ts). Each page's HTML links the
 * stylesheets of its own page chunk and preloads that chunk (from the client build's manifest), so it
 * is styled at the first paint and hydrates without waiting for a second round trip.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, UserConfig } from 'vite';
import { precompressDirectory } from './precompress.ts';

/** What src/entry-server.tsx exports. */
interface ServerEntry {
  prerenderedPaths: readonly string[];
  renderPage(path: string): Promise<RenderedPage>;
  serverWrittenPages: Readonly<Record<string, string>>;
  pageSources(path: string): string[];
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  description: string;
  /** Source paths (build manifest keys) of the lazily loaded page modules the page rendered. */
  sources: string[];
}

const ENTRY = 'src/entry-server.tsx';
/** The server renderer's folder inside the build: a dot folder, which the gateway never serves. */
export const SERVER_DIR = '.server';
const MANIFEST = '.vite/manifest.json';
export const APP_SHELL = 'app-shell.html';
/** The template of the pages the gateway renders: it starts the app after the first paint. */
export const PAGE_SHELL = 'page-shell.html';
/** The head links of each page the gateway writes itself, by its route pattern. */
export const PAGE_LINKS = 'page-links.json';

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `/` → index.html; `/packages/basic` → packages/basic.html. */
export const htmlFileFor = (pagePath: string): string =>
  pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`;

/** The chunks and stylesheets a manifest entry needs, its static imports included, in load order. */
function assetsOf(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const found = { js: [] as string[], css: [] as string[] };
  if (seen.has(key)) return found;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: the build manifest has no entry for ${key}`);
  for (const imported of chunk.imports ?? []) {
    const nested = assetsOf(manifest, imported, seen);
    found.js.push(...nested.js);
    found.css.push(...nested.css);
  }
  found.js.push(chunk.file);
  found.css.push(...(chunk.css ?? []));
  return found;
}

/** `<link>` tags for what the page's own modules need beyond what index.html already loads. */
export function pageLinks(manifest: Manifest, sources: readonly string[]): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('prerender: the build manifest has no entry chunk');
  const loaded = assetsOf(manifest, entryKey);
  const skip = new Set([...loaded.js, ...loaded.css]);
  const links = new Set<string>();
  for (const source of sources) {
    const { js, css } = assetsOf(manifest, source);
    for (const file of css)
      if (!skip.has(file)) links.add(`<link rel="stylesheet" crossorigin href="/${file}">`);
    for (const file of js)
      if (!skip.has(file)) links.add(`<link rel="modulepreload" crossorigin href="/${file}">`);
  }
  return [...links].join('');
}

/** Replaces exactly one match of `pattern` in `html`; a template that changed shape fails the build. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1)
    throw new Error(`prerender: index.html must hold one ${what}, found ${matches.length}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The script a pre-rendered page loads instead of the app's entry. The page is complete without
 * JavaScript, so the app's code (about 135 kB) is fetched once the page's largest element is on
 * screen (its largest-contentful-paint entry; a second after the load event where that is never
 * reported, as in Safari or a background tab; the load event itself may come before the first
 * paint), or at the visitor's first input if that comes sooner: until then the phone's bandwidth goes to what the
 * paint needs (stylesheets, fonts, the hero image). It preloads the entry's chunks in parallel, then
 * imports the entry, which hydrates the page (src/main.tsx). A classic deferred script, so it can
 * read its own data attributes (`document.currentScript`).
 */
export const BOOT_SCRIPT = `(() => {
  const script = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of script.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(script.dataset.entry);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // Entries are delivered after the paint they describe.
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  addEventListener('load', () => setTimeout(start, 1000), { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
})();
`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Moves the entry script and the module preloads of `html` into the boot script's data. */
function startAfterFirstPaint(html: string, bootSrc: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1)
    throw new Error(`prerender: index.html must load one module script, found ${entries.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot =
    `<script defer src="${bootSrc}" data-entry="${escapeHtml(entries[0] ?? '')}"` +
    ` data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${boot}</head>`);
}

export function pageDocument(
  template: string,
  pagePath: string,
  page: RenderedPage,
  links: string,
  bootSrc: string,
): string {
  let html = replaceOnce(
    template,
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  html = replaceOnce(html, /<\/head>/, `${links}</head>`, '</head>');
  html = startAfterFirstPaint(html, bootSrc);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(pagePath)}">${page.html}</div>`,
    'empty #root',
  );
}

async function writePages(outDir: string, serverDir: string): Promise<number> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(outDir, MANIFEST), 'utf8')) as Manifest;
  const entryFile = path.join(serverDir, 'entry-server.js');
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;

  await writeFile(path.join(outDir, APP_SHELL), template);
  const bootFile = `assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, bootFile), BOOT_SCRIPT);
  await writeFile(path.join(outDir, PAGE_SHELL), startAfterFirstPaint(template, `/${bootFile}`));
  for (const pagePath of entry.prerenderedPaths) {
    const page = await entry.renderPage(pagePath);
    const file = path.join(outDir, htmlFileFor(pagePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      pageDocument(template, pagePath, page, pageLinks(manifest, page.sources), `/${bootFile}`),
    );
  }
  const serverPageLinks = Object.fromEntries(
    Object.entries(entry.serverWrittenPages).map(([pattern, address]) => {
      const sources = entry.pageSources(address);
      if (sources.length === 0) throw new Error(`prerender: ${address} renders no page module`);
      return [pattern, pageLinks(manifest, sources)];
    }),
  );
  await writeFile(path.join(outDir, PAGE_LINKS), JSON.stringify(serverPageLinks));
  // Build metadata, not for visitors.
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  return entry.prerenderedPaths.length;
}

export function prerender(): Plugin {
  return {
    name: 'smarthome:prerender',
    apply: 'build',
    config(userConfig: UserConfig): UserConfig {
      const clientOutDir = userConfig.build?.outDir ?? 'dist';
      return {
        environments: {
          client: { build: { manifest: true } },
          ssr: {
            // Every library inside the bundle: the gateway runs it from the build, where the web
            // app's node_modules may not be. Their production code only, whatever NODE_ENV the
            // gateway runs with (React's development build renders several times slower).
            resolve: { noExternal: true },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: `${clientOutDir}/${SERVER_DIR}`,
              emptyOutDir: true,
              sourcemap: false,
              copyPublicDir: false,
              rolldownOptions: { input: { 'entry-server': ENTRY } },
            },
          },
        },
        builder: {
          async buildApp(builder) {
            const { client, ssr } = builder.environments;
            if (!client || !ssr) throw new Error('prerender: the client and ssr environments are missing');
            await builder.build(client);
            await builder.build(ssr);
            // Then any other environment (graphiql-page.ts), so that its files get compressed copies too.
            for (const environment of Object.values(builder.environments)) {
              if (!environment.isBuilt) await builder.build(environment);
            }
            const outDir = path.resolve(client.config.root, client.config.build.outDir);
            const serverDir = path.resolve(ssr.config.root, ssr.config.build.outDir);
            const count = await writePages(outDir, serverDir);
            client.logger.info(`pre-rendered ${count} pages`);
            const compressed = await precompressDirectory(outDir, { skip: [SERVER_DIR] });
            client.logger.info(`precompressed ${compressed} files (.br, .gz) for the gateway`);
          },
        },
      };
    },
  };
}
