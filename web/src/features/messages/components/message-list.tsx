import type { InboxMessage } from '@/features/messages/api/messages-api';
import { messagesTexts } from '@/features/messages/messages-texts';
import { oneLine } from '@/features/messages/utils/message-rules';
import { formatLongDate } from '@/lib/format-en';
import styles from './messages.module.css';

const t = messagesTexts;

interface MessageListProps {
  messages: InboxMessage[];
  onOpen: (message: InboxMessage) => void;
}

/**
 * The inbox, newest first: one row per message (sender, address, date, the start of the text), an
 * unread one marked by a dot, bold type and the word "Unread" for screen readers. A row opens the
 * message.
 */
export function MessageList({ messages, onOpen }: MessageListProps) {
  return (
    <ul className={styles.list} aria-label={t.caption}>
      {messages.map((message) => (
        <li key={message.id} className={styles.item} data-unread={!message.read || undefined}>
          <button type="button" className={styles.open} onClick={() => onOpen(message)}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.sender}>
              {message.read ? null : <span className="visually-hidden">{t.unread}: </span>}
              <span className={styles.name}>{message.name}</span>
              <span className={styles.email}>{message.email}</span>
            </span>
            <span className={styles.date}>{formatLongDate(message.receivedAt)}</span>
            <span className={styles.snippet}>{oneLine(message.message)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
