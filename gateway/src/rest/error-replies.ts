/**
 * The error answers of the facade as the OpenAPI document shows them: the bodies rest/errors.ts
 * writes, and the responses every route shares. Documentation only: the facade never serializes
 * with these (see the serializer compiler in rest/index.ts).
 */
import { Type } from 'typebox';
import type { ValidationShape } from './errors.js';

/** `{message}`: every error; a 5xx adds the id of its log line, a few 4xx their code. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  errorId: Type.Optional(
    Type.String({ description: 'Only on 5xx answers: the same id is in the gateway’s log line' }),
  ),
  code: Type.Optional(
    Type.String({
      description:
        'Only where a client acts on it: 403 SECOND_FACTOR_ENROLMENT_REQUIRED for a staff account that must turn on its authenticator app before anything but its profile, sign-out and the second-factor setup',
    }),
  ),
});

/** `{errors: [{msg}]}`: a form submission's invalid input, one message per field. */
export const ValidationReply = Type.Object({
  errors: Type.Array(Type.Object({ msg: Type.String() })),
});

/** An error answer with what it means for this route, e.g. `errorReply('No news item with this id')`. */
export const errorReply = (description: string) => Type.Object(ErrorReply.properties, { description });

/**
 * The OpenAPI document's word on the admin actions a personal API token may not take (the owning
 * service refuses them: deleting or deactivating users, changing roles, deleting installations).
 */
export const signedInSessionOnly = (action: string) => ({
  403: errorReply(
    `Not an admin, or called with a personal API token: ${action} needs a signed-in session, whatever the token's scope`,
  ),
});

const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' },
};

/** The error responses of every route; a route's own entries (a 404 that says more) take precedence. */
export function sharedErrorResponses(shape: ValidationShape) {
  return {
    400:
      shape === 'errors'
        ? Type.Union([ValidationReply, ErrorReply], {
            description:
              'Invalid input: one message per field in `errors`; a body that is not JSON gets `{message}`',
          })
        : errorReply('Invalid input: the fields’ messages, joined with ", "'),
    '4xx': errorReply(
      '401 sign-in needed, 403 not allowed (or the CSRF token is missing; code SECOND_FACTOR_ENROLMENT_REQUIRED: ' +
        'turn on the authenticator app first), 404 not found, 409 conflict, ' +
        '413 body too large, 415 not JSON, 429 too many requests (with Retry-After)',
    ),
    500: errorReply('A fault of the server; quote the errorId when reporting it'),
    503: Type.Object(ErrorReply.properties, {
      description: 'A service behind the gateway cannot be reached; try again after Retry-After',
      headers: RETRY_AFTER,
    }),
  };
}
