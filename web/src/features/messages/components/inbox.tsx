import { Inbox as InboxIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import {
  useContactMessage,
  useInbox,
  useMarkMessageRead,
  type InboxMessage,
} from '@/features/messages/api/messages-api';
import { messagesTexts } from '@/features/messages/messages-texts';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { useDialogParam } from '@/lib/use-dialog-param';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { MessageList } from './message-list';
import { MessageReader } from './message-reader';
import styles from './messages.module.css';

const t = messagesTexts;

/**
 * The contact inbox: 10 messages a page (the page is in the address), newest first. The open message
 * is in the address too (`?message=<id>`): Back closes it, and the link of the e-mail announcing a
 * message opens it, on whichever page it is. Opening an unread message marks it read; the reader can
 * mark it unread again. Both change the unread counts (here and in the sidebar) from the server's
 * answer.
 */
export function Inbox() {
  const page = usePageParam();
  const { messages, totalPages, unread, loading, failure, reload } = useInbox(page);
  const markRead = useMarkMessageRead();
  const reader = useDialogParam('message');
  const [busy, setBusy] = useState(false);
  const { message: status, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const pastTheEnd = useStayWithinPages(page, messages?.length === 0, totalPages);
  // The reader shows the cached message, so it reflects every change at once.
  const onPage = messages?.find((message) => message.id === reader.value) ?? null;
  const byId = useContactMessage(reader.value, messages === undefined || onPage !== null);
  const open = onPage ?? byId.message;

  useFailureLog(failure ?? byId.failure);

  // An unread message is marked read once per opening (not again after Mark as unread, which closes it).
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      if (reader.value === null) markedFor.current = null;
      return;
    }
    if (markedFor.current === open.id) return;
    markedFor.current = open.id;
    if (open.read) return;
    markRead(open, true).catch((caught: unknown) => {
      console.warn(caught);
      show('error', t.errors.mark);
    });
  }, [open, reader.value, markRead, show]);

  const { close } = reader;
  useEffect(() => {
    if (!byId.missing) return;
    show('error', t.errors.notFound);
    close();
  }, [byId.missing, close, show]);

  const openMessage = (message: InboxMessage) => {
    clear();
    reader.open(message.id);
  };

  const markUnread = async (message: InboxMessage) => {
    setBusy(true);
    try {
      await markRead(message, false);
      reader.close();
      show('success', t.messages.markedUnread);
    } catch (caught) {
      console.warn(caught);
      show('error', t.errors.mark);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {messages && messages.length > 0 ? (
        <p className={styles.summary} data-unread={unread > 0 || undefined}>
          {t.unreadCount(unread)}
        </p>
      ) : null}

      {loading ? <ListLoading text={t.loading} /> : null}

      {failure ? (
        <ListFailure message={t.errors.load} retryLabel={t.tryAgain} onRetry={() => void reload()} />
      ) : null}

      {messages && messages.length === 0 && !pastTheEnd ? (
        <ListEmpty icon={InboxIcon} text={t.empty} hint={t.emptyHint} />
      ) : null}

      {messages && messages.length > 0 ? (
        <>
          <MessageList messages={messages} onOpen={openMessage} />
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}

      <StatusToast message={status} onDismiss={clear} dismissLabel={t.dismiss} />

      {open ? (
        <MessageReader
          message={open}
          busy={busy}
          onMarkUnread={() => void markUnread(open)}
          onClose={reader.close}
        />
      ) : null}
    </>
  );
}
