/**
 * GraphiQL, the GraphQL IDE the gateway shows at `GET /graphql` to a browser when introspection is
 * on (gateway/src/graphql/graphiql.ts): graphiql.html and src/graphiql/, bundled with everything
 * they need, so that nothing loads from another origin.
 *
 * It is an environment of the build of its own (`graphiql`), built after the site's (prerender.ts
 * builds every environment besides its own two, before the compressed copies): it shares no chunk
 * with the site, so it never adds a byte to a page of the site nor changes the name of one of its
 * files. Its code and stylesheet land in `assets/` with the site's, served the same way; its HTML
 * is moved into a dot folder (GRAPHIQL_HTML), which the gateway never serves as a page or a file,
 * only as Apollo's landing page when introspection is on.
 */
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

const ENVIRONMENT = 'graphiql';
const SOURCE_HTML = 'graphiql.html';
/** Where the page's HTML ends up, relative to the build's folder: the gateway reads it from there. */
export const GRAPHIQL_HTML = '.graphiql/index.html';

export function graphiqlPage(): Plugin {
  return {
    name: 'smarthome:graphiql-page',
    apply: 'build',
    config(userConfig: UserConfig): UserConfig {
      return {
        environments: {
          [ENVIRONMENT]: {
            consumer: 'client',
            build: {
              outDir: userConfig.build?.outDir ?? 'dist',
              // The site's build has just written the folder: keep it.
              emptyOutDir: false,
              copyPublicDir: false,
              // Third-party code almost all of it: a source map would only add megabytes to the build.
              sourcemap: false,
              // One script of about 1.3 MB (420 kB gzipped), loaded by this page alone.
              chunkSizeWarningLimit: 1_500,
              rolldownOptions: {
                input: { graphiql: SOURCE_HTML },
                // GraphiQL's React Compiler runtime starts with "use no memo", a directive for the
                // compiler only: the warning that a bundle drops it says nothing about this page.
                onwarn(warning, warn) {
                  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
                },
                // One script and one stylesheet (CodeMirror's modes included): the site's chunk
                // groups (react, apollo) are not wanted in a page of a single purpose.
                output: { codeSplitting: false },
              },
            },
          },
        },
      };
    },
    applyToEnvironment: (environment) => environment.name === ENVIRONMENT,
    async writeBundle(options) {
      if (!options.dir) throw new Error('graphiql-page: the build has no output folder');
      const target = path.join(options.dir, GRAPHIQL_HTML);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(options.dir, SOURCE_HTML), target);
    },
  };
}
