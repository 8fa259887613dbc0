/**
 * The REST facade under /api/v0 (src/rest): every domain's routes, translated to GraphQL
 * operations, and the few calls that go to a service directly.
 */
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';
import { REST_PREFIX } from '../paths.js';
import { accountExportRoutes } from '../rest/account-export.js';
import { calendarRoutes } from '../rest/calendar.js';
import { chatStreamRoutes, DOMAINS, imageRoutes, restFacade, type RestRoutes } from '../rest/index.js';

export interface RestApiOptions {
  config: GatewayConfig;
  /** REST modules added to DOMAINS (tests exercise the facade with routes of their own). */
  extraRoutes?: RestRoutes[];
}

export const restApi = fp<RestApiOptions>(
  async (app, { config, extraRoutes = [] }) => {
    const { urlOf, replicas } = app.subgraphs;
    const { contextOptions } = app;
    const timeoutMs = config.subgraphTimeoutMs;
    await app.register(restFacade, {
      prefix: REST_PREFIX,
      run: app.runOperation,
      csrf: app.csrf,
      bodyLimit: config.bodyLimit,
      sessionCookie: config.sessionCookie,
      routes: [
        ...DOMAINS,
        // Image bytes do not fit GraphQL: these routes call the content service's /images directly.
        imageRoutes({ contentUrl: urlOf('content'), contextOptions, timeoutMs, replicas }),
        // A chat answer streams as it is written: the assistant's /chat/stream, passed through.
        chatStreamRoutes({
          assistantUrl: urlOf('assistant'),
          contextOptions,
          startTimeoutMs: timeoutMs,
          replicas,
        }),
        // The caller's copy of their data: every subgraph, and the notifications worker's mail records.
        accountExportRoutes({
          notificationsUrl: config.notificationsUrl,
          contextOptions,
          timeoutMs,
          replicas,
        }),
        // The calendar feed's events link to the dashboard at the site's public address.
        calendarRoutes({ site: { base: config.publicBaseUrl } }),
        ...extraRoutes,
      ],
    });
  },
  { name: 'rest-api', dependencies: ['subgraphs', 'apollo', 'csrf'], encapsulate: true },
);
