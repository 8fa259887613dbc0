/**
 * The pages the server writes (src/site): robots.txt, the sitemap, the feeds, and, with a web
 * build, the content pages with their share metadata and content, rendered by the build's server
 * renderer when it has one.
 */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { registerSite } from '../site/index.js';
import type { ServerRenderer } from '../site/server-renderer.js';
import type { WebPages } from '../web.js';

export interface SitePagesOptions {
  config: Pick<GatewayConfig, 'publicBaseUrl' | 'webDistDir'>;
  pages: WebPages | undefined;
  /** The build's server renderer, when it has one. */
  renderer: ServerRenderer | undefined;
}

export const sitePages = fp<SitePagesOptions>(
  async (app, { config, pages, renderer }) => {
    const distDir = config.webDistDir;
    registerSite(app, {
      run: app.runOperation,
      site: { base: config.publicBaseUrl },
      ...(distDir && pages ? { web: { distDir, pages, renderer } } : {}),
    });
  },
  { name: 'site-pages', dependencies: ['apollo'], encapsulate: true },
);
