/** Sliding sessions (src/session-renewal.ts): a cookie past half its token's life is renewed. */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { sessionRenewalHook } from '../session-renewal.js';

export const sessionRenewal = fp<Pick<GatewayConfig, 'sessionCookie'>>(
  async (app, { sessionCookie }) => {
    app.addHook('preHandler', sessionRenewalHook({ sessionCookie, run: app.runOperation }));
  },
  { name: 'session-renewal', dependencies: ['apollo'] },
);
