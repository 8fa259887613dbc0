/**
 * The answer of a password sign-in that waits for its second factor: 401 with the challenge the
 * client sends back with a code to POST /auth/login/second-factor. No session cookie is set.
 */
import { Type } from 'typebox';
import { codeOf } from '../graphql/errors.js';
import { OperationError } from './errors.js';

export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

export const SecondFactorRequiredReply = Type.Object(
  {
    message: Type.String(),
    code: Type.Literal(SECOND_FACTOR_REQUIRED),
    challenge: Type.String({ description: 'Valid 5 minutes, for at most 5 wrong codes' }),
  },
  {
    description:
      'Right password, and the account has an authenticator app on: send a code with this challenge',
  },
);

export interface SecondFactorRequired {
  message: string;
  code: typeof SECOND_FACTOR_REQUIRED;
  challenge: string;
}

/** The challenge the auth service answered a sign-in with, or null for any other failure. */
export function secondFactorRequiredOf(error: unknown): SecondFactorRequired | null {
  if (!(error instanceof OperationError)) return null;
  const [first] = error.errors;
  if (!first || codeOf(first) !== 'UNAUTHENTICATED') return null;
  const details = first.extensions?.details as { reason?: unknown; challenge?: unknown } | undefined;
  if (details?.reason !== SECOND_FACTOR_REQUIRED || typeof details.challenge !== 'string') return null;
  return { message: first.message, code: SECOND_FACTOR_REQUIRED, challenge: details.challenge };
}
