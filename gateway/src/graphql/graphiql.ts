/**
 * GraphiQL at `GET /graphql`, for integrators exploring the API in a browser. Apollo Server answers
 * a GET to its endpoint that prefers HTML (a browser's navigation) with its landing page; by
 * default that is Apollo's sandbox, loaded from a CDN (not reachable offline, not allowed by the
 * CSP). Here it is the GraphiQL page the web build bundles with everything it needs
 * (web/vite-plugins/graphiql-page.ts); its script and stylesheet are files of the build's
 * `assets/`, served like the rest of the site (web.ts), and the site's CSP (own origin only for
 * scripts, inline styles allowed) is all it needs.
 *
 * Only when introspection is on: GraphiQL reads the schema through it, and without it there is
 * nothing to explore. Otherwise, or without a web build, there is no landing page at all, and such
 * a GET gets Apollo's answer to a request without a query. Queries by GET work either way.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * Where the web build writes the page (web/vite-plugins/graphiql-page.ts): a dot folder, which is
 * never served as a file or a page (web.ts), so the page is shown only where this plugin shows it.
 */
export const GRAPHIQL_HTML = '.graphiql/index.html';

/** The page at `htmlFile` as Apollo's landing page, read once, when Apollo starts. */
export function graphiqlLandingPage(htmlFile: string): ApolloServerPlugin {
  return {
    async serverWillStart() {
      const html = await readFile(htmlFile, 'utf8');
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}

/**
 * GraphiQL when introspection is on and the web build holds the page, else no landing page. Never
 * a plugin that might render none: Apollo would then install its own CDN landing page.
 */
export function landingPagePlugin(
  config: Pick<GatewayConfig, 'introspection' | 'webDistDir'>,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): ApolloServerPlugin {
  if (!config.introspection || !config.webDistDir) return ApolloServerPluginLandingPageDisabled();
  const htmlFile = path.join(config.webDistDir, GRAPHIQL_HTML);
  if (!existsSync(htmlFile)) {
    logger.warn(
      `WEB_DIST_DIR has no ${GRAPHIQL_HTML} (a build older than GraphiQL): no GraphiQL at /graphql`,
    );
    return ApolloServerPluginLandingPageDisabled();
  }
  return graphiqlLandingPage(htmlFile);
}
