/**
 * What the facade's domain modules are given. Kept apart from rest/index.ts (which imports every
 * domain module) so that a module never imports the file that imports it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { CsrfProtection } from '../csrf.js';
import type { ValidationShape } from './errors.js';
import type { RunOperation } from './execute.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route reports BAD_USER_INPUT and failed schema checks; see rest/errors.ts. */
    validationShape?: ValidationShape;
  }
}

export interface RestDeps {
  run: RunOperation;
  /** Issues CSRF tokens (GET /auth/csrf-token); the check itself is a hook (src/plugins/csrf.ts). */
  csrf: CsrfProtection;
}

/** The facade's Fastify context: request and reply types follow from each route's TypeBox schema. */
export type RestApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** One module per domain of the API; each adds its routes under /api/v0. */
export type RestRoutes = (app: RestApp, deps: RestDeps) => void;

/**
 * `true` only when `A` and `B` are the same type. Assigned to a constant it makes tsc prove that a
 * response schema of the facade and the shared type its answers are written with agree field for
 * field.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
