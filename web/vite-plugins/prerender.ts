/**
 * Pre-renders the public pages to HTML at build time, so a visitor sees the page as soon as the HTML
 * and its stylesheets arrive instead of after the JavaScript has downloaded and run (on a phone on a
 * mobile network that is seconds). The page then loads only the islands' runtime
 * (src/rendering/runtime.ts), which hydrates each interactive part on its own when it is needed.
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
 * stylesheets of its own page chunk (from the client build's manifest), so it is styled at the
 * first paint; its code is its islands' to load.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, UserConfig } from 'vite';
// By path, not by its package name: Vite bundles this config's relative imports but leaves a
// package import to Node, which cannot load a workspace package's TypeScript source.
import { escapeHtml } from '../../packages/text-rules/src/escape-html.ts';
import { combineStylesheets } from './combine-stylesheets.ts';
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
/** The app's entry in the build manifest, and the islands' runtime's. */
const APP_ENTRY = 'index.html';
const ISLANDS_ENTRY = 'src/rendering/runtime.ts';
/** The server renderer's folder inside the build: a dot folder, which the gateway never serves. */
export const SERVER_DIR = '.server';
const MANIFEST = '.vite/manifest.json';
export const APP_SHELL = 'app-shell.html';
/** The template of the pages the gateway renders: it starts the app after the first paint. */
export const PAGE_SHELL = 'page-shell.html';
/** The head links of each page the gateway writes itself, by its route pattern. */
export const PAGE_LINKS = 'page-links.json';

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

/**
 * `<link>` tags for the stylesheets the page's own modules need beyond what index.html already
 * links. Their code is not preloaded: a page's islands load it when they are needed.
 */
export function pageLinks(manifest: Manifest, sources: readonly string[]): string {
  if (!manifest[APP_ENTRY]) throw new Error(`prerender: the build manifest has no entry ${APP_ENTRY}`);
  const loaded = assetsOf(manifest, APP_ENTRY);
  const skip = new Set(loaded.css);
  const links = new Set<string>();
  for (const source of sources) {
    for (const file of assetsOf(manifest, source).css)
      if (!skip.has(file)) links.add(`<link rel="stylesheet" crossorigin href="/${file}">`);
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

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The islands' runtime as the build wrote it: its file and the chunks it imports. */
export interface IslandsRuntime {
  src: string;
  imports: readonly string[];
}

export function islandsRuntimeOf(manifest: Manifest): IslandsRuntime {
  if (!manifest[ISLANDS_ENTRY])
    throw new Error(`prerender: the build manifest has no entry ${ISLANDS_ENTRY}`);
  const { js } = assetsOf(manifest, ISLANDS_ENTRY);
  const file = js.at(-1) ?? '';
  return { src: `/${file}`, imports: js.slice(0, -1).map((chunk) => `/${chunk}`) };
}

/** The app's script and its preloads of `html` replaced by the islands' runtime (and its imports). */
export function withIslands(html: string, runtime: IslandsRuntime): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)];
  if (entries.length !== 1)
    throw new Error(`prerender: index.html must load one module script, found ${entries.length}`);
  const tags =
    `<script type="module" crossorigin src="${escapeHtml(runtime.src)}"></script>` +
    runtime.imports
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
      .join('');
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${tags}</head>`);
}

export function pageDocument(
  template: string,
  pagePath: string,
  page: RenderedPage,
  links: string,
  runtime: IslandsRuntime,
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
  html = withIslands(html, runtime);
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
  const runtime = islandsRuntimeOf(manifest);
  await writeFile(
    path.join(outDir, PAGE_SHELL),
    await combineStylesheets(withIslands(template, runtime), outDir, { template: true }),
  );
  for (const pagePath of entry.prerenderedPaths) {
    const page = await entry.renderPage(pagePath);
    const file = path.join(outDir, htmlFileFor(pagePath));
    await mkdir(path.dirname(file), { recursive: true });
    const html = pageDocument(template, pagePath, page, pageLinks(manifest, page.sources), runtime);
    await writeFile(file, await combineStylesheets(html, outDir));
  }
  const serverPageLinks = Object.fromEntries(
    await Promise.all(
      Object.entries(entry.serverWrittenPages).map(async ([pattern, address]) => {
        const sources = entry.pageSources(address);
        // The home page is part of the app's entry, whose stylesheets the page template links; every
        // other page is a module of its own, and an address that renders none is a mistake.
        if (sources.length === 0 && address !== '/')
          throw new Error(`prerender: ${address} renders no page module`);
        return [pattern, await combineStylesheets(pageLinks(manifest, sources), outDir)];
      }),
    ),
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
