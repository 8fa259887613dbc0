/**
 * The contact inbox over GraphQL (admin only; the gateway's /graphql with the session cookie, the
 * mutation with a CSRF token: app/graphql-provider.tsx). The documents are typed from
 * messages.graphql (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an
 * ApiError carrying the call's own text ('Failed to update message (500)' when the server says
 * nothing), which goes to the console; the screen shows its own text.
 *
 * Cache: markContactMessageRead answers the whole message, which replaces the cached one by its id;
 * the unread counts (the sidebar's and the inbox's) are adjusted in the cache by the same change,
 * so neither is read again. Every read of the inbox also brings the sidebar's count up to date.
 */
import { isReference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { isNotFound } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usePagedQuery } from '@/lib/use-paged-query';
import { messagesTexts } from '@/features/messages/messages-texts';
import { MESSAGES_PAGE_SIZE } from '@/features/messages/utils/message-rules';
import {
  ContactMessageDocument,
  ContactMessagesDocument,
  MarkContactMessageReadDocument,
  UnreadContactMessagesDocument,
  type InboxMessageFragment,
} from './__generated__/messages';

export type InboxMessage = InboxMessageFragment;

const f = messagesTexts.api;

/** How often the sidebar asks for the count while the dashboard is open and visible. */
const UNREAD_POLL_MS = 60_000;

/**
 * One page of the inbox, newest first, with the unread count of the whole inbox. A visit shows the
 * cache at once and reads the page again behind it; while another page loads, the previous one
 * stays in view.
 */
export function useInbox(page: number) {
  const client = useApolloClient();
  const list = usePagedQuery(ContactMessagesDocument, {
    variables: { page, limit: MESSAGES_PAGE_SIZE },
    select: (data) => data.contactMessages,
    fallback: f.fetch,
  });
  const unread = list.current?.unread;
  useEffect(() => {
    if (unread === undefined) return;
    client.cache.writeQuery({
      query: UnreadContactMessagesDocument,
      data: { unreadContactMessages: unread },
    });
  }, [client, unread]);
  return {
    messages: list.page?.data,
    totalPages: list.page?.totalPages ?? 0,
    unread: list.page?.unread ?? 0,
    loading: list.pending,
    failure: list.failure,
    reload: list.reload,
  };
}

/**
 * One message by its id, unless `skip` (the page in view has it): for an address that names a
 * message of another page. `missing` once the server says there is no such message (deleted at the
 * end of its retention, or a mistyped address).
 */
export function useContactMessage(id: string | null, skip: boolean) {
  const { data, error } = useQuery(ContactMessageDocument, {
    variables: { id: id ?? '' },
    skip: skip || id === null,
  });
  const missing = error !== undefined && isNotFound(toApiError(error, f.fetch));
  return { message: data?.contactMessage ?? null, missing, failure: error };
}

/**
 * The sidebar's count of unread messages (admins only: `enabled`), asked again every minute while
 * the page is visible; 0 while unknown, or when it cannot be read (the badge is a hint, not a screen).
 */
export function useUnreadMessageCount(enabled: boolean): number {
  const { data } = useQuery(UnreadContactMessagesDocument, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
    pollInterval: UNREAD_POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  return data?.unreadContactMessages ?? 0;
}

/** markContactMessageRead(id, read) → the message as saved; the unread counts follow. */
export function useMarkMessageRead() {
  const client = useApolloClient();
  const mark = useApiMutation(MarkContactMessageReadDocument, f.mark);
  return useCallback(
    async (message: InboxMessage, read: boolean): Promise<InboxMessage> => {
      const saved = (await mark({ id: message.id, read })).markContactMessageRead;
      const change = Number(!saved.read) - Number(!message.read);
      if (change !== 0) {
        const counted = (n: number) => Math.max(0, n + change);
        client.cache.modify<{ unreadContactMessages: number; contactMessages: { unread: number } }>({
          id: 'ROOT_QUERY',
          fields: {
            unreadContactMessages: counted,
            // Every cached page of the inbox carries the count of the whole inbox.
            contactMessages: (page) => (isReference(page) ? page : { ...page, unread: counted(page.unread) }),
          },
        });
      }
      return saved;
    },
    [client, mark],
  );
}
