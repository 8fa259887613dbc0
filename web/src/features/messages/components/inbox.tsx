import { Inbox as InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { DashboardPagination, usePageParam, useStayWithinPages } from '@/components/ui/dashboard-pagination';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useInbox, useMarkMessageRead, type InboxMessage } from '@/features/messages/api/messages-api';
import { messagesTexts } from '@/features/messages/messages-texts';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { MessageList } from './message-list';
import { MessageReader } from './message-reader';
import styles from './messages.module.css';

const t = messagesTexts;

/**
 * The contact inbox: 10 messages a page (the page is in the address), newest first. Opening an
 * unread message marks it read; the reader can mark it unread again. Both change the unread counts
 * (here and in the sidebar) from the server's answer.
 */
export function Inbox() {
  const page = usePageParam();
  const { messages, totalPages, unread, loading, failure, reload } = useInbox(page);
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { message: status, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const pastTheEnd = useStayWithinPages(page, messages?.length === 0, totalPages);
  // The reader shows the cached message, so it reflects every change at once.
  const open = messages?.find((message) => message.id === openId) ?? null;

  useFailureLog(failure);

  const openMessage = async (message: InboxMessage) => {
    clear();
    setOpenId(message.id);
    if (message.read) return;
    try {
      await markRead(message, true);
    } catch (caught) {
      console.warn(caught);
      show('error', t.errors.mark);
    }
  };

  const markUnread = async (message: InboxMessage) => {
    setBusy(true);
    try {
      await markRead(message, false);
      setOpenId(null);
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
          <MessageList messages={messages} onOpen={(message) => void openMessage(message)} />
          <DashboardPagination page={page} totalPages={totalPages} labels={t.pagination} />
        </>
      ) : null}

      <StatusToast message={status} onDismiss={clear} dismissLabel={t.dismiss} />

      {open ? (
        <MessageReader
          message={open}
          busy={busy}
          onMarkUnread={() => void markUnread(open)}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  );
}
