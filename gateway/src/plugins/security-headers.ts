/**
 * Helmet's headers (Content-Security-Policy, HSTS, frame, referrer and MIME-sniffing rules) on
 * every answer, an error or a not-found one included. A route that needs a narrower policy (the
 * API reference) sets its own Content-Security-Policy, which replaces this one.
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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

export const securityHeaders = fp<Pick<GatewayConfig, 'csp'>>(
  async (app, { csp }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: contentSecurityPolicy(csp),
      // Cross-origin images (blog, avatars) must load; COEP would block them.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
