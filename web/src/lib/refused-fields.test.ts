import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';
import { refusedFieldsIn, refusedFieldsOf } from '@/lib/refused-fields';

const badUserInput = (extensions: Record<string, unknown>) =>
  toApiError(
    new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', ...extensions } }],
    }),
    'Failed to save',
  );

describe('the fields a server refused', () => {
  it('are read from a BAD_USER_INPUT, by field name, the first message of a field kept', () => {
    const caught = badUserInput({
      details: {
        errors: [
          { field: 'url', msg: 'URL must use https' },
          { field: 'events', msg: 'Choose at least one event' },
          { field: 'url', msg: 'URL is required' },
        ],
      },
    });
    expect(refusedFieldsOf(caught)).toEqual({
      url: 'URL must use https',
      events: 'Choose at least one event',
    });
  });

  it('are read from the extensions themselves too', () => {
    const caught = badUserInput({ errors: [{ field: 'name', msg: 'Name is required' }] });
    expect(refusedFieldsOf(caught)).toEqual({ name: 'Name is required' });
  });

  it('are none for a refusal that names no field, a REST list of messages, or another failure', () => {
    expect(refusedFieldsOf(badUserInput({}))).toEqual({});
    expect(
      refusedFieldsOf(new ApiError('x', 400, true, true, undefined, { errors: [{ msg: 'x' }] })),
    ).toEqual({});
    expect(refusedFieldsOf(new ApiError('Not found', 404, true))).toEqual({});
    expect(refusedFieldsOf(new Error('boom'))).toEqual({});
  });

  it('leave out the items of a list that are no {field, msg}', () => {
    expect(
      refusedFieldsIn([{ field: 'a', msg: 'A' }, { msg: 'B' }, { field: 'c', msg: '' }, 'D', null]),
    ).toEqual([{ field: 'a', msg: 'A' }]);
    expect(refusedFieldsIn(undefined)).toEqual([]);
  });
});
