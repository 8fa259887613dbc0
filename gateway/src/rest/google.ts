/**
 * Sign-in with Google: the navigation to /auth/google and the OAuth callback completion. Both
 * are browser navigations, so both answer with redirects, never JSON:
 *
 *   GET /auth/google[?returnTo=/path]   → 302 to the provider's authorization page
 *                                          (the auth service sets the flow cookie)
 *   GET /auth/google/confirm[?returnTo=/path] → the same for the signed-in caller, whose account
 *                                          of Google alone confirms a step (deleting itself) by
 *                                          signing in to Google again; its callback records the
 *                                          confirmation for the session and sets no cookie
 *   GET /auth/google/callback?code&state → 302 /oauth-callback[?returnTo=…], session cookie
 *                                          (and its signed-in hint) set; for an account with
 *                                          an authenticator app 302 /login[?returnTo=…]
 *                                          #second-factor=<challenge>, no cookie
 *
 * and on any failure 302 /oauth-callback?error=<value>[&returnTo=…], where the web shows the
 * message: the auth service's own text when the person can act on it (inactive account,
 * unverified e-mail, too many attempts), otherwise an OAuth error code (access_denied,
 * invalid_state, server_error …), for which the web shows 'Autentificare cu Google eșuată.'.
 * The OpenID Connect client itself lives in the auth service, which issues the session like any
 * other (services/auth/src/google).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  RestGoogleCompleteDocument,
  RestGoogleConfirmStartDocument,
  RestGoogleStartDocument,
} from '../__generated__/operations.js';
import { codeOf } from '../graphql/errors.js';
import { OperationError } from './errors.js';
import { secondFactorRequiredOf } from './second-factor-challenge.js';
import { Redirect, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

const StartQuery = Type.Object({ returnTo: Type.Optional(ShortText()) });

/**
 * The provider's answer (RFC 6749 §4.1.2): `code` and `state`, or `error` with its description.
 * The auth service reads the query string as sent, so the parameters are only bounded here.
 */
const CallbackQuery = Type.Object({
  code: Type.Optional(ShortText()),
  state: Type.Optional(ShortText()),
  iss: Type.Optional(ShortText()),
  scope: Type.Optional(ShortText()),
  error: Type.Optional(ShortText()),
  error_description: Type.Optional(ShortText()),
});

/** The web's screen that finishes the round trip (web/src/pages/public/oauth-callback). */
export const OAUTH_CALLBACK_PAGE = '/oauth-callback';

/** The OAuth error code for a request that is wrong in itself (a mangled link, a parameter over its cap). */
const INVALID_REQUEST = 'invalid_request';

/** Messages the person can act on are shown as they are; for the rest, a code. */
const SHOWN_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED']);

/** The ?error= value for a failed start or completion. */
export function callbackError(error: unknown): string {
  if (!(error instanceof OperationError)) return 'server_error';
  const first = error.errors[0];
  if (!first) return 'server_error';
  const details = first.extensions?.details as { reason?: unknown } | undefined;
  if (typeof details?.reason === 'string' && /^[a-z_]{1,40}$/.test(details.reason)) return details.reason;
  const code = codeOf(first);
  if (code && SHOWN_CODES.has(code) && first.message) return first.message;
  return code === 'BAD_USER_INPUT' ? INVALID_REQUEST : 'server_error';
}

function toCallbackPage(
  reply: FastifyReply,
  params: { error?: string; returnTo?: string | null },
): FastifyReply {
  const query = new URLSearchParams();
  if (params.error !== undefined) query.set('error', params.error);
  if (params.returnTo) query.set('returnTo', params.returnTo);
  const search = query.toString();
  return reply.redirect(search ? `${OAUTH_CALLBACK_PAGE}?${search}` : OAUTH_CALLBACK_PAGE, 302);
}

/** The web's login page, which asks for the code of a sign-in waiting for its second factor. */
export const LOGIN_PAGE = '/login';

/** The returnTo the auth service sent back with a second-factor challenge. */
function returnToOf(error: unknown): string | null {
  const first = error instanceof OperationError ? error.errors[0] : undefined;
  const returnTo = (first?.extensions?.details as { returnTo?: unknown } | undefined)?.returnTo;
  return typeof returnTo === 'string' ? returnTo : null;
}

/**
 * An account with an authenticator app: Google vouched for the address, the code is still to
 * come. The challenge travels in the fragment, which browsers never send to a server (nor to its
 * logs, nor as a Referer); the login page posts it with the code to /auth/login/second-factor.
 */
function toSecondFactorStep(reply: FastifyReply, challenge: string, returnTo: string | null): FastifyReply {
  const query = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
  return reply.redirect(`${LOGIN_PAGE}${query}#second-factor=${encodeURIComponent(challenge)}`, 302);
}

export const googleRoutes: RestRoutes = (app, { run }) => {
  /**
   * A start route: to the provider's page, or to the web's callback page with the reason it
   * failed; `step` names it in the log.
   */
  const startRoute = (
    url: string,
    summary: string,
    step: string,
    authorizationUrlOf: (
      request: FastifyRequest,
      reply: FastifyReply,
      returnTo: string | null,
    ) => Promise<string>,
  ) =>
    app.get(
      url,
      { schema: { summary, querystring: StartQuery, response: { 302: Redirect } }, attachValidation: true },
      async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply: FastifyReply) => {
        if (request.validationError) return toCallbackPage(reply, { error: INVALID_REQUEST });
        const returnTo = request.query.returnTo ?? null;
        try {
          return await reply.redirect(await authorizationUrlOf(request, reply, returnTo), 302);
        } catch (error) {
          logFailure(request.log, error, step);
          // The web checks returnTo again before following it (safe-return-path.ts).
          return toCallbackPage(reply, { error: callbackError(error), returnTo });
        }
      },
    );

  startRoute('/auth/google', 'Start signing in with Google', 'start', async (request, reply, returnTo) => {
    const { startGoogleSignIn } = await run(request, reply, RestGoogleStartDocument, { returnTo });
    return startGoogleSignIn.authorizationUrl;
  });

  startRoute(
    '/auth/google/confirm',
    'Confirm with Google (an account of Google alone, before deleting itself)',
    'confirm',
    async (request, reply, returnTo) => {
      const { startGoogleConfirmation } = await run(request, reply, RestGoogleConfirmStartDocument, {
        returnTo,
      });
      return startGoogleConfirmation.authorizationUrl;
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        summary: 'Finish signing in with Google (the provider’s redirect)',
        querystring: CallbackQuery,
        response: { 302: Redirect },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return toCallbackPage(reply, { error: INVALID_REQUEST });
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        const { completeGoogleSignIn } = await run(request, reply, RestGoogleCompleteDocument, {
          callbackQuery: query,
        });
        return await toCallbackPage(reply, { returnTo: completeGoogleSignIn.returnTo });
      } catch (error) {
        const challenge = secondFactorRequiredOf(error);
        if (challenge) return toSecondFactorStep(reply, challenge.challenge, returnToOf(error));
        logFailure(request.log, error, 'callback');
        return toCallbackPage(reply, { error: callbackError(error) });
      }
    },
  );
};

function logFailure(log: { warn(obj: object, msg: string): void }, error: unknown, step: string): void {
  const summary =
    error instanceof OperationError
      ? error.errors.map((item) => ({ code: codeOf(item), message: item.message }))
      : { message: error instanceof Error ? error.message : String(error) };
  log.warn({ step, errors: summary }, 'Google sign-in did not complete');
}
