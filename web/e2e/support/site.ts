/**
 * Where the browser tests point: E2E_BASE_URL when set (a running `make dev`, a deployed site), otherwise
 * the built web/dist served by `vite preview` on a free port. Nothing is built here: run
 * `pnpm --filter @smarthome/web build` first. In that mode no API exists: the backend paths are proxied
 * to a closed port, so every call fails the way it does when the gateway is down.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, preview, type Plugin } from 'vite';

export interface Site {
  baseURL: string;
  /** True when the site is our own preview with no API behind it. */
  apiAbsent: boolean;
  close: () => Promise<void>;
}

const webDir = fileURLToPath(new URL('../..', import.meta.url));
/** The production build under test, relative to web/ (E2E_DIST_DIR lets two builds be tested side by side). */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';

function freePort(): Promise<number> {
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

const BACKEND_PATH = /^\/(graphql|api|auth|dev)(\/|\?|$)/;

/**
 * The gateway's page mapping (gateway/src/web.ts) in front of vite preview, whose own fallback is
 * index.html, the pre-rendered home page: a page navigation to a route without a pre-rendered file
 * (the dashboard, an unknown path) gets app-shell.html, the page the browser renders itself.
 */
function appShellFallback(dist: string): Plugin {
  return {
    name: 'e2e:app-shell-fallback',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if (page && !BACKEND_PATH.test(pathname) && !path.extname(pathname)) {
          const file = pathname === '/' ? 'index.html' : `${pathname.replace(/\/+$/, '')}.html`;
          if (!existsSync(path.join(dist, file))) request.url = `/app-shell.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}

/** The pages' WhatsApp and Facebook links are tested, so the build must have been given them. */
function requireBusinessSettings(): void {
  const file = `${webDir}/${distDir}/.business-settings.json`;
  const given = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  if (!given.whatsappNumber || !given.facebookUrl) {
    throw new Error(
      `web/${distDir} was built without BUSINESS_WHATSAPP_NUMBER and BUSINESS_FACEBOOK_URL, whose links the browser tests check: build it with both set (make test gives it example values).`,
    );
  }
}

export async function startSite(): Promise<Site> {
  const fromEnv = process.env.E2E_BASE_URL;
  if (fromEnv) return { baseURL: fromEnv.replace(/\/$/, ''), apiAbsent: false, close: async () => undefined };

  if (!existsSync(`${webDir}/${distDir}/index.html`)) {
    throw new Error(
      `web/${distDir} is missing: run \`pnpm --filter @smarthome/web build\` before \`test:e2e\`.`,
    );
  }
  requireBusinessSettings();
  const [port, deadPort] = [await freePort(), await freePort()];
  const deadTarget = { target: `http://127.0.0.1:${deadPort}` };
  // Every proxied call fails by design here; vite's "http proxy error" line for each is noise.
  const logger = createLogger('error');
  const logError = logger.error.bind(logger);
  logger.error = (msg, options) => {
    if (!msg.includes('http proxy error')) logError(msg, options);
  };
  const server = await preview({
    customLogger: logger,
    root: webDir,
    configFile: false,
    appType: 'spa',
    plugins: [appShellFallback(path.resolve(webDir, distDir))],
    build: { outDir: distDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy: { [BACKEND_PATH.source]: deadTarget },
    },
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    apiAbsent: true,
    close: () => server.close(),
  };
}
