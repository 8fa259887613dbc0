import { gql, type TypedDocumentNode } from '@apollo/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { manualApolloServer } from '@/test/manual-apollo-server';
import { useShownQuery } from './use-shown-query';

interface ItemData {
  item: { __typename: 'Item'; id: string; title: string } | null;
}

const ItemDocument: TypedDocumentNode<ItemData, { id: string }> = gql`
  query Item($id: ID!) {
    item(id: $id) {
      id
      title
    }
  }
`;

const manualServer = () =>
  manualApolloServer(({ id }: { id: string }): ItemData => ({
    item: { __typename: 'Item', id, title: 'Kitchen' },
  }));

function renderShown(server: ReturnType<typeof manualServer>, id: string | undefined) {
  return renderHook(
    ({ asked }: { asked: string | undefined }) =>
      useShownQuery(ItemDocument, {
        variables: { id: asked ?? '' },
        skip: !asked,
        select: (data) => data.item,
        fallback: 'Failed to fetch item',
      }),
    { wrapper: server.wrapper, initialProps: { asked: id } },
  );
}

describe('useShownQuery', () => {
  it('reads nothing without an id, then is loading until the answer shows', async () => {
    const server = manualServer();
    const { result, rerender } = renderShown(server, undefined);
    expect(server.requests).toHaveLength(0);
    expect(result.current.loading).toBe(false);

    rerender({ asked: '7' });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(result.current.loading).toBe(true);
    act(() => server.requests[0]!.answer());
    await waitFor(() =>
      expect(result.current.shown).toEqual({ __typename: 'Item', id: '7', title: 'Kitchen' }),
    );
    expect(result.current.loading).toBe(false);
    expect(result.current.failure).toBeUndefined();
  });

  it('tells a failure with the fallback text while nothing is shown, and a reload reads again without rejecting', async () => {
    const server = manualServer();
    const { result } = renderShown(server, '7');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.fail());
    await waitFor(() => expect(result.current.failure).toBeInstanceOf(ApiError));
    expect(result.current.failure?.message).toBe('Failed to fetch item');
    expect(result.current.loading).toBe(false);

    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    act(() => server.requests[1]!.answer());
    await expect(reloaded).resolves.toBeUndefined();
    await waitFor(() => expect(result.current.shown?.title).toBe('Kitchen'));
    expect(result.current.failure).toBeUndefined();
  });

  it('reads again while what it shows is still moving, and shows where it settles', async () => {
    let title = 'Sending';
    const server = manualApolloServer(({ id }: { id: string }): ItemData => ({
      item: { __typename: 'Item', id, title },
    }));
    const { result } = renderHook(
      () =>
        useShownQuery(ItemDocument, {
          variables: { id: '7' },
          select: (data) => data.item,
          fallback: 'Failed to fetch item',
          poll: { everyMs: 5, while: (item) => item?.title === 'Sending' },
        }),
      { wrapper: server.wrapper },
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.answer());
    await waitFor(() => expect(result.current.shown?.title).toBe('Sending'));

    // No reload asked for: the poll reads it again.
    await waitFor(() => expect(server.requests).toHaveLength(2));
    title = 'Sent';
    act(() => server.requests[1]!.answer());
    await waitFor(() => expect(result.current.shown?.title).toBe('Sent'));
  });
});
