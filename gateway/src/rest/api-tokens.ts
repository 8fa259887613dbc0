/**
 * Personal API tokens of the signed-in caller, owned by the auth service (401 anonymous).
 *
 *   POST   /api-tokens       {name, scope: read|write, expiresInDays?} → 201 {id, name, scope, token, …}
 *                            (the secret `token` is in this answer only; a signed-in session only)
 *   GET    /api-tokens       → [token…] without secrets, newest first, with lastUsedAt and status
 *   DELETE /api-tokens/{id}  → {message: 'API token revoked'}; refused at once everywhere
 */
import { Type } from 'typebox';
import {
  RestApiTokensDocument,
  RestCreateApiTokenDocument,
  RestRevokeApiTokenDocument,
  type RestApiTokenFragment,
} from '../__generated__/operations.js';
import { FormBody, IdParams, MessageReply, NoQuery, Nullable, OneOf, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's cache of API token answers (src/api-tokens/exchange.ts), when it has one. */
    forgetApiToken?: (tokenId: string) => void;
  }
}

export const API_TOKEN_REVOKED = 'API token revoked';

export const RestApiToken = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scope: Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('calendar')], {
    description: 'calendar: the secret link of GET /calendar/installations.ics, made by POST /calendar/token',
  }),
  displayPrefix: Type.String({ description: 'The first characters of the secret, to tell tokens apart' }),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
});

const CreatedApiToken = Type.Object({
  ...RestApiToken.properties,
  token: Type.String({
    description: 'The secret, shown this once: send it as `Authorization: Bearer <token>`',
  }),
});

const CreateApiTokenBody = FormBody({
  name: Type.Optional(ShortText()),
  scope: OneOf(['read', 'write'], 'Scope must be read or write'),
  expiresInDays: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 365,
      errorMessage: 'Expiry must be a whole number of days from 1 to 365',
    }),
  ),
});

export function toRestApiToken(token: RestApiTokenFragment) {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    displayPrefix: token.displayPrefix,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt ?? null,
    status: token.status,
  };
}

export const apiTokensRoutes: RestRoutes = (app, { run }) => {
  app.post(
    '/api-tokens',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Create a personal API token (signed-in session only)',
        body: CreateApiTokenBody,
        response: { 201: CreatedApiToken },
      },
    },
    async (request, reply) => {
      const { name, scope, expiresInDays } = request.body;
      const { createApiToken } = await run(request, reply, RestCreateApiTokenDocument, {
        input: {
          name: name ?? '',
          scope,
          expiresInDays: expiresInDays ?? null,
        },
      });
      return reply
        .code(201)
        .send({ ...toRestApiToken(createApiToken.apiToken), token: createApiToken.token });
    },
  );

  app.get(
    '/api-tokens',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: "List the caller's personal API tokens, without their secrets",
        querystring: NoQuery,
        response: { 200: Type.Array(RestApiToken) },
      },
    },
    async (request, reply) =>
      (await run(request, reply, RestApiTokensDocument)).myApiTokens.map(toRestApiToken),
  );

  app.delete(
    '/api-tokens/:id',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Revoke one of your personal API tokens',
        params: IdParams,
        response: { 200: MessageReply },
      },
    },
    async (request, reply) => {
      await run(request, reply, RestRevokeApiTokenDocument, { id: request.params.id });
      request.server.forgetApiToken?.(request.params.id);
      return { message: API_TOKEN_REVOKED };
    },
  );
};
