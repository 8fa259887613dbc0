import { describe, expect, it } from 'vitest';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  AppError,
  ERROR_CODES,
  formatGraphQLError,
  INTERNAL_MESSAGE,
  isExpectedError,
  toGraphQLError,
} from './errors.js';

/** What Apollo passes to formatError for an error thrown in a resolver. */
function fromResolver(thrown: Error) {
  const error = new GraphQLError(thrown.message, { path: ['field'], originalError: thrown });
  const formatted: GraphQLFormattedError = {
    message: thrown.message,
    path: ['field'],
    extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at secret.ts:1'] },
  };
  return [formatted, error] as const;
}

describe('formatGraphQLError', () => {
  it.each(ERROR_CODES.filter((code) => code !== 'INTERNAL'))(
    'keeps message, code and details of AppError %s',
    (code) => {
      const result = formatGraphQLError(...fromResolver(new AppError(code, 'Nope', { field: 'x' })));
      expect(result).toEqual({
        message: 'Nope',
        path: ['field'],
        extensions: { code, details: { field: 'x' } },
      });
    },
  );

  it('hides unexpected errors behind INTERNAL with an error id and no stack', () => {
    const result = formatGraphQLError(...fromResolver(new Error('password=hunter2')));
    expect(result.message).toBe(INTERNAL_MESSAGE);
    expect(result.extensions).toEqual({
      code: 'INTERNAL',
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(result)).not.toMatch(/hunter2|stacktrace|secret\.ts/);
  });

  it('hides the message of an AppError INTERNAL too', () => {
    const result = formatGraphQLError(...fromResolver(new AppError('INTERNAL', 'db host 10.0.0.7 down')));
    expect(result.message).toBe(INTERNAL_MESSAGE);
    expect(result.extensions?.code).toBe('INTERNAL');
  });

  it('gives the same error the same id each time it is formatted', () => {
    const thrown = new Error('x');
    const first = formatGraphQLError(...fromResolver(thrown));
    const second = formatGraphQLError(...fromResolver(thrown));
    expect(first.extensions?.errorId).toBe(second.extensions?.errorId);
  });

  it('keeps client errors of Apollo (bad query) as they are', () => {
    const validation = new GraphQLError('Cannot query field "x" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const result = formatGraphQLError(
      { message: validation.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      validation,
    );
    expect(result).toEqual({
      message: validation.message,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(isExpectedError(validation)).toBe(true);
  });

  it("names a value a scalar refused in the query's text BAD_USER_INPUT, as it is in a variable", () => {
    const refusal = new GraphQLError('"2027-02-30" is not a LocalDate: February 2027 has 28 days', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const validation = new GraphQLError(refusal.message, {
      originalError: refusal,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(
      formatGraphQLError({ message: validation.message, extensions: validation.extensions }, validation),
    ).toEqual({ message: refusal.message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(isExpectedError(validation)).toBe(true);
  });

  it('finds an AppError thrown in the context function (wrapped without a path)', () => {
    const wrapped = new GraphQLError('Context creation failed: Forbidden', {
      originalError: new AppError('FORBIDDEN', 'Forbidden'),
    });
    expect(formatGraphQLError({ message: wrapped.message }, wrapped)).toEqual({
      message: 'Forbidden',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('toGraphQLError', () => {
  it('carries the code and details in extensions', () => {
    const error = toGraphQLError(new AppError('NOT_FOUND', 'Issue not found', { id: '7' }));
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.extensions).toEqual({ code: 'NOT_FOUND', details: { id: '7' } });
    expect(error.message).toBe('Issue not found');
  });
});
