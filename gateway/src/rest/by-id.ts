/**
 * `DELETE /<items>/:id` → `{message}`, declared once for every kind of item: the owning service
 * checks the role and answers unknown and malformed ids with 404 and its own text.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TSchema } from 'typebox';
import { IdParams, MessageReply } from './schemas.js';
import type { RestApp, RestDeps } from './types.js';

export function deleteById<TData>(
  app: RestApp,
  { run }: Pick<RestDeps, 'run'>,
  path: string,
  document: TypedDocumentNode<TData, { id: string }>,
  message: string,
  /** The call's one-line description in the OpenAPI document. */
  summary: string,
  /** Error answers the OpenAPI document explains for this call (`errorReply`), by status. */
  errors: Record<number, TSchema> = {},
): void {
  app.delete(
    path,
    { schema: { summary, params: IdParams, response: { ...errors, 200: MessageReply } } },
    async (request, reply) => {
      await run(request, reply, document, { id: request.params.id });
      return { message };
    },
  );
}
