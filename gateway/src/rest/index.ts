import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CsrfProtection } from '../csrf.js';
import { echoedPath } from '../echo.js';
import { accountDeletionRoutes } from './account-deletion.js';
import { apiTokensRoutes } from './api-tokens.js';
import { authRoutes } from './auth.js';
import { blogRoutes } from './blog.js';
import { blueprintsRoutes } from './blueprints.js';
import { refusalOfCaller } from './caller-rule.js';
import { chatRoutes } from './chat.js';
import { contactRoutes } from './contact.js';
import { RestError, toRestError, validationShapeOf } from './errors.js';
import { exchangeRateRoutes } from './exchange-rate.js';
import type { RunOperation } from './execute.js';
import { googleRoutes } from './google.js';
import { installationsRoutes } from './installations.js';
import { issuesRoutes } from './issues.js';
import { newsRoutes } from './news.js';
import { registerOpenApiDocument } from './openapi.js';
import { secondFactorRoutes } from './second-factor.js';
import { testimonialsRoutes } from './testimonials.js';
import { tokenUsageRoutes } from './token-usage.js';
import type { RestDeps, RestRoutes } from './types.js';
import { usersRoutes } from './users.js';
import { webhooksRoutes } from './webhooks.js';
import { isSchemaValidationError, toValidationError, validatorCompiler } from './validation.js';

export type { RestDeps, RestRoutes } from './types.js';
export { imageRoutes, type ImageRoutesOptions } from './images.js';
export { chatStreamRoutes, type ChatStreamOptions } from './chat-stream.js';

export const DOMAINS: RestRoutes[] = [
  newsRoutes,
  blogRoutes,
  testimonialsRoutes,
  authRoutes,
  secondFactorRoutes,
  googleRoutes,
  usersRoutes,
  exchangeRateRoutes,
  contactRoutes,
  installationsRoutes,
  issuesRoutes,
  blueprintsRoutes,
  chatRoutes,
  tokenUsageRoutes,
  apiTokensRoutes,
  webhooksRoutes,
  accountDeletionRoutes,
];

export interface RestFacadeOptions {
  /** Runs a GraphQL operation through the gateway (rest/execute.ts). */
  run: RunOperation;
  /** The gateway's CSRF protection; a standalone facade (tests) gets one with a random key. */
  csrf?: CsrfProtection;
  bodyLimit: number;
  /** The domain modules; all of DOMAINS unless a test passes its own. */
  routes?: RestRoutes[];
  /** The session cookie's name, as the OpenAPI document names it; `session` unless configured. */
  sessionCookie?: string;
}

/** The REST facade: every REST call of the API, translated to a GraphQL operation. Prefix /api/v0. */
export const restFacade: FastifyPluginAsync<RestFacadeOptions> = async (app, options) => {
  // Bodies are JSON only. Dropping Fastify's text/plain parser also means a cross-site form or
  // no-preflight fetch cannot post to the API with the visitor's cookies: those can only send
  // text/plain, urlencoded or multipart, which get a 415 here. Clients send
  // `Content-Type: application/json` with an empty body on calls that take none (POST
  // /auth/logout); that is no body, not bad JSON.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  const sessionCookie = options.sessionCookie ?? 'session';

  // Every route's params, query string and body are checked against its TypeBox schema
  // (rest/validation.ts); a failure reaches the error handler below as a 400, unless the route's
  // caller rule refuses the caller first (rest/caller-rule.ts).
  app.setValidatorCompiler(validatorCompiler);

  // Response schemas only document the answers (rest/openapi.ts). Fastify would otherwise
  // serialize with them (fast-json-stringify), which silently drops every property a schema does
  // not list: documenting an answer must never change it.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Before the routes: the document is generated from them as they are registered.
  await registerOpenApiDocument(app, { sessionCookie });

  // API answers depend on the caller's session: never stored by a browser or a shared cache
  // unless a route says otherwise.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler(async (error, request, reply) => {
    const shape = validationShapeOf(request.method, request.routeOptions.config.validationShape);
    const failure = isSchemaValidationError(error)
      ? ((await refusalOfCaller(request, reply, options.run, sessionCookie)) ??
        toValidationError(error, request.routeOptions.schema))
      : error;
    const response = toRestError(failure, shape, options.bodyLimit);
    if (response.errorId) {
      request.log.error(
        { err: error, errorId: response.errorId },
        `REST ${request.method} ${request.url} failed [errorId ${response.errorId}]`,
      );
    } else {
      request.log.info(
        { status: response.status, reason: failure instanceof Error ? failure.message : String(failure) },
        'REST call refused',
      );
    }
    return reply
      .code(response.status)
      .headers(response.headers)
      .type('application/json; charset=utf-8')
      .send(response.body);
  });

  // Unknown /api/v0 paths go through the same handler, as a JSON 404 `{message}`.
  app.setNotFoundHandler(async (request) => {
    throw new RestError(404, `No API route ${request.method} ${echoedPath(request.url)}`);
  });

  const csrf =
    options.csrf ??
    new CsrfProtection({
      secret: randomBytes(32).toString('base64url'),
      secure: false,
      sessionCookie: 'session',
    });
  const deps: RestDeps = { run: options.run, csrf };
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const routes of options.routes ?? DOMAINS) routes(typed, deps);
};
