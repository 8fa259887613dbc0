/**
 * `DELETE /<items>/:id` → `{message}`, declared once for every kind of item: the owning service
 * checks the role and answers unknown and malformed ids with 404 and its own text.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TSchema } from 'typebox';
import type { CallerRule } from './caller-rule.js';
import { IdParams, MessageReply } from './schemas.js';
import type { RestApp, RestDeps } from './types.js';

/** One `DELETE /<items>/:id` route. */
export interface DeleteRoute<TData> {
  path: string;
  document: TypedDocumentNode<TData, { id: string }>;
  /** The answer's `message`. */
  message: string;
  /** The call's one-line description in the OpenAPI document. */
  summary: string;
  /** Who may call it (rest/caller-rule.ts). */
  caller: CallerRule;
  /** Error answers the OpenAPI document explains for this call (`errorReply`), by status. */
  errors?: Record<number, TSchema>;
}

export function deleteById<TData>(
  app: RestApp,
  { run }: Pick<RestDeps, 'run'>,
  { path, document, message, summary, caller, errors = {} }: DeleteRoute<TData>,
): void {
  app.delete(
    path,
    { config: { caller }, schema: { summary, params: IdParams, response: { ...errors, 200: MessageReply } } },
    async (request, reply) => {
      await run(request, reply, document, { id: request.params.id });
      return { message };
    },
  );
}
