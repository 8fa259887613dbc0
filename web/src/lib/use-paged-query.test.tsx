import { gql, type TypedDocumentNode } from '@apollo/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { manualApolloServer } from '@/test/manual-apollo-server';
import { usePagedQuery } from './use-paged-query';

interface ItemsPage {
  __typename: 'ItemsPage';
  data: { __typename: 'Item'; id: string }[];
  totalPages: number;
}
interface ItemsData {
  items: ItemsPage;
}

const ItemsDocument: TypedDocumentNode<ItemsData, { page: number }> = gql`
  query Items($page: Int!) {
    items(page: $page) {
      data {
        id
      }
      totalPages
    }
  }
`;

const itemsPage = (page: number): ItemsData => ({
  items: {
    __typename: 'ItemsPage',
    data: [{ __typename: 'Item', id: `item-${page}` }],
    totalPages: 2,
  },
});

const manualServer = () => manualApolloServer((variables: { page: number }) => itemsPage(variables.page));

function renderPaged(server: ReturnType<typeof manualServer>, page = 1) {
  return renderHook(
    ({ page: asked }: { page: number }) =>
      usePagedQuery(ItemsDocument, {
        variables: { page: asked },
        select: (data) => data.items,
        fallback: 'Failed to fetch items',
      }),
    { wrapper: server.wrapper, initialProps: { page } },
  );
}

type Paged = ReturnType<typeof renderPaged>['result'];

/** Calls reload, gives its request the answer `how`, and checks that the reload resolves. */
async function reloadAnswered(
  server: ReturnType<typeof manualServer>,
  result: Paged,
  how: 'answer' | 'fail',
) {
  const before = server.requests.length;
  let reloaded: Promise<void> | undefined;
  act(() => {
    reloaded = result.current.reload();
  });
  await waitFor(() => expect(server.requests).toHaveLength(before + 1));
  act(() => server.requests[before]![how]());
  await expect(reloaded).resolves.toBeUndefined();
}

describe('usePagedQuery', () => {
  it('is loading with nothing to show, then shows the page asked for', async () => {
    const server = manualServer();
    const { result } = renderPaged(server);
    expect(result.current).toMatchObject({ page: undefined, loading: true, pending: true, stale: false });

    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.answer());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.page).toEqual(itemsPage(1).items);
    expect(result.current.current).toBe(result.current.page);
    expect(result.current).toMatchObject({ pending: false, stale: false, failure: undefined });
  });

  it('keeps the previous page in view while the next one is on its way', async () => {
    const server = manualServer();
    const { result, rerender } = renderPaged(server);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.answer());
    await waitFor(() => expect(result.current.page).toBeDefined());

    rerender({ page: 2 });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]!.variables.page).toBe(2);
    expect(result.current.page).toEqual(itemsPage(1).items);
    expect(result.current).toMatchObject({ current: undefined, loading: false, pending: true, stale: true });

    act(() => server.requests[1]!.answer());
    await waitFor(() => expect(result.current.stale).toBe(false));
    expect(result.current.page).toEqual(itemsPage(2).items);
    expect(result.current.pending).toBe(false);
  });

  it('gives the failure while there is nothing to show; reload reads the page again and never rejects', async () => {
    const server = manualServer();
    const { result } = renderPaged(server);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.fail());
    await waitFor(() => expect(result.current.failure).toBeInstanceOf(ApiError));
    expect(result.current.failure?.message).toBe('Failed to fetch items');
    expect(result.current).toMatchObject({ page: undefined, loading: false });

    await reloadAnswered(server, result, 'fail');
    await reloadAnswered(server, result, 'answer');
    await waitFor(() => expect(result.current.page).toEqual(itemsPage(1).items));
    expect(result.current.failure).toBeUndefined();
  });

  it('keeps the page shown, without a failure, when reading it again fails', async () => {
    const server = manualServer();
    const { result } = renderPaged(server);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    act(() => server.requests[0]!.answer());
    await waitFor(() => expect(result.current.page).toBeDefined());

    await reloadAnswered(server, result, 'fail');
    expect(result.current.failure).toBeUndefined();
  });
});
