/**
 * The built web app (WEB_DIST_DIR) from `/` (src/web.ts). At the root scope: the not-found
 * handler sends a page navigation its page with the `sendFile` this registers.
 */
import fp from 'fastify-plugin';
import { registerWebApp } from '../web.js';

export const webApp = fp<{ distDir: string }>(async (app, { distDir }) => registerWebApp(app, distDir), {
  name: 'web-app',
});
