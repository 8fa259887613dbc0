/**
 * Helmet's headers (Content-Security-Policy, HSTS, frame, referrer and MIME-sniffing rules) on
 * every answer, an error or a not-found one included. A route that needs a narrower policy (the
 * API reference) sets its own Content-Security-Policy, which replaces this one.
 *
 * The headers depend on the configuration alone (no per-request nonce), so helmet writes them
 * once, at start, and each request gets that same set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { GatewayConfig } from '../config.js';

/**
 * Content-Security-Policy for the app: its own scripts only (Vite emits no inline script),
 * its own styles plus inline style attributes/tags that components and widgets set. Images
 * and API calls may go to https origins: blog images and avatars are external URLs, and the
 * browser calls the exchange-rate and e-mail services itself, at addresses this policy cannot
 * know. Extra script/frame sources (e.g. a bot-check or rich-text editor CDN) come from
 * CSP_SCRIPT_SRC / CSP_FRAME_SRC.
 */
export function contentSecurityPolicy(csp: GatewayConfig['csp']) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...csp.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...csp.imgSrc],
      fontSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'https:', ...csp.connectSrc],
      // The ALTCHA proof-of-work widget runs its solver in a worker built from a blob.
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", ...csp.frameSrc],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/** The headers helmet sets with these options, as one object (its removals are ignored: Fastify adds none of them). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityHeaders = fp<Pick<GatewayConfig, 'csp'>>(
  async (app, { csp }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(csp),
      // Cross-origin images (blog, avatars) must load; COEP would block them.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
