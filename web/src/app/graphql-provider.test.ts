import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { clientFor } from './graphql-provider';

const ME = gql`
  query Me {
    me {
      id
      email
    }
  }
`;

describe('the GraphQL client of the signed-in user', () => {
  it('is kept for the same user, so the cache survives leaving the dashboard and coming back', () => {
    expect(clientFor('user-a').client).toBe(clientFor('user-a').client);
  });

  it('is replaced, and the old cache emptied, when another account signs in on the same page', async () => {
    const first = clientFor('user-a').client;
    first.writeQuery({
      query: ME,
      data: { me: { __typename: 'User', id: 'user-a', email: 'a@example.ro' } },
    });
    expect(first.readQuery({ query: ME })).not.toBeNull();

    const second = clientFor('user-b').client;
    expect(second).not.toBe(first);
    expect(second.readQuery({ query: ME })).toBeNull();
    await Promise.resolve();
    expect(first.readQuery({ query: ME })).toBeNull();
  });
});
