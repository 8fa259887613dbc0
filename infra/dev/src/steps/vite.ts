import type { Launcher } from '../launcher.js';
import { isLoopback } from '../ports.js';
import { waitForHttp } from '../readiness.js';
import { viteBin } from '../web.js';

/**
 * The Vite dev server with hot reload, on the port `make dev` promises (`--strictPort`: never
 * another one; start() checked it was free); `ready` resolves once it answers a page.
 */
export function startVite(launcher: Launcher, webDir: string): { url: string; ready: Promise<void> } {
  const { config } = launcher;
  const port = launcher.ports.vite;
  const url = `http://localhost:${port}`;
  const vite = launcher.spawn(
    {
      name: 'vite',
      command: process.execPath,
      // Vite's own default is localhost; it is opened to the network only with DEV_HOST.
      args: [
        viteBin(webDir),
        ...(isLoopback(config.host) ? [] : ['--host', config.host]),
        '--port',
        String(port),
        '--strictPort',
      ],
      cwd: webDir,
      // The dev server proxies the API to the gateway of this stack, wherever its port is.
      env: { ...config.inheritedEnv, WEB_GATEWAY_URL: `http://localhost:${launcher.ports.gateway}` },
    },
    `--port ${port} --strictPort`,
  );
  // Vite answers a page only to a client that accepts HTML.
  return {
    url,
    ready: launcher.until(waitForHttp(vite, `${url}/`, config.readyTimeoutMs, { accept: 'text/html' })),
  };
}
