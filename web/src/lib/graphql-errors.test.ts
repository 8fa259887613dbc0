import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';

const fallback = (status: number) => `Failed to delete user (${status})`;
const graphqlError = (code: string, message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code, ...extensions } }] });
const httpError = (status: number, bodyText: string) =>
  new ServerError('Response not successful', { response: new Response(bodyText, { status }), bodyText });

describe('a failed GraphQL operation as an ApiError', () => {
  it("an application error keeps the server's message, with the status the REST facade gives it", () => {
    const cases: [string, number][] = [
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['NOT_FOUND', 404],
      ['CONFLICT', 409],
      ['RATE_LIMITED', 429],
    ];
    for (const [code, status] of cases) {
      expect(toApiError(graphqlError(code, `says ${code}`), fallback)).toMatchObject({
        message: `says ${code}`,
        status,
        fromServer: true,
        isValidation: false,
      });
    }
  });

  it('UNAUTHENTICATED for want of a session says so and how to go on, not a bare "Authentication required"', () => {
    const noSession = graphqlError('UNAUTHENTICATED', 'Authentication required', {
      details: { reason: 'NO_SESSION' },
    });
    expect(toApiError(noSession, fallback)).toMatchObject({
      message: 'You are signed out. Sign in again in a new tab, then try again here.',
      status: 401,
      fromServer: true,
    });
    // A signed-in caller's wrong password keeps the server's words.
    expect(
      toApiError(graphqlError('UNAUTHENTICATED', 'The password is not correct.'), fallback),
    ).toMatchObject({
      message: 'The password is not correct.',
      status: 401,
    });
  });

  it("BAD_USER_INPUT joins its per-field messages with ', ' (else its own message)", () => {
    const details = {
      errors: [
        { field: 'email', msg: 'Email is not valid' },
        { field: 'role', msg: 'Role is required' },
      ],
    };
    expect(toApiError(graphqlError('BAD_USER_INPUT', 'both', { details }), fallback)).toMatchObject({
      message: 'Email is not valid, Role is required',
      status: 400,
      fromServer: true,
      isValidation: true,
      // The fields go along in the REST facade's shape, for a form to show each at its field.
      body: { errors: details.errors },
    });
    const fields = { fields: { firstName: 'First name is required' } };
    expect(toApiError(graphqlError('BAD_USER_INPUT', 'x', { details: fields }), fallback).message).toBe(
      'First name is required',
    );
    expect(toApiError(graphqlError('BAD_USER_INPUT', 'active must be true or false'), fallback).message).toBe(
      'active must be true or false',
    );
  });

  it("the gateway's masked errors give the call's fallback and keep the errorId for the console", () => {
    expect(
      toApiError(
        graphqlError('INTERNAL_SERVER_ERROR', 'Internal server error', { errorId: 'e-42' }),
        fallback,
      ),
    ).toMatchObject({
      message: 'Failed to delete user (500)',
      status: 500,
      fromServer: false,
      errorId: 'e-42',
    });
    expect(
      toApiError(graphqlError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'), fallback),
    ).toMatchObject({ message: 'Failed to delete user (503)', status: 503, fromServer: false });
    // A request error (the app's document no longer fits the schema) is a bug of ours, not the user's.
    expect(
      toApiError(graphqlError('GRAPHQL_VALIDATION_FAILED', 'Cannot query field'), fallback),
    ).toMatchObject({
      message: 'Failed to delete user (500)',
      status: 500,
    });
  });

  it('one internal error among application errors makes the whole operation a server failure', () => {
    const mixed = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'User not found', extensions: { code: 'NOT_FOUND' } },
        { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
    expect(toApiError(mixed, fallback)).toMatchObject({ status: 500, fromServer: false });
  });

  it('an HTTP error answer: its GraphQL errors or its { message } below 500, else the fallback with its status', () => {
    // The gateway refuses a mutation without its CSRF token before Apollo Server sees it.
    const csrf = '{"errors":[{"message":"Invalid or missing CSRF token","extensions":{"code":"FORBIDDEN"}}]}';
    expect(toApiError(httpError(403, csrf), fallback)).toMatchObject({
      message: 'Invalid or missing CSRF token',
      status: 403,
      fromServer: true,
    });
    expect(toApiError(httpError(403, '{"message":"Forbidden"}'), fallback)).toMatchObject({
      message: 'Forbidden',
      status: 403,
      fromServer: true,
    });
    expect(toApiError(httpError(502, '<html>Bad gateway</html>'), fallback)).toMatchObject({
      message: 'Failed to delete user (502)',
      status: 502,
      fromServer: false,
    });
    expect(
      toApiError(httpError(500, '{"message":"Internal server error","errorId":"e-7"}'), fallback),
    ).toMatchObject({ message: 'Failed to delete user (500)', errorId: 'e-7' });
  });

  it('no answer at all (fetch failed) is status 0; a CSRF token that could not be had keeps its status', () => {
    expect(toApiError(new TypeError('Failed to fetch'), fallback)).toMatchObject({
      message: 'Failed to delete user (0)',
      status: 0,
      fromServer: false,
    });
    expect(toApiError(new ApiError('Failed to get CSRF token', 503, true), fallback)).toMatchObject({
      message: 'Failed to delete user (503)',
      status: 503,
      fromServer: false,
    });
  });
});
