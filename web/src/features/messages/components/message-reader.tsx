import { MailOpen, Reply } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { InboxMessage } from '@/features/messages/api/messages-api';
import { messagesTexts } from '@/features/messages/messages-texts';
import { replyHref } from '@/features/messages/utils/message-rules';
import { formatLongDateTime } from '@/lib/format-en';
import styles from './messages.module.css';

const t = messagesTexts.reader;

interface MessageReaderProps {
  message: InboxMessage;
  /** Mark as unread is in flight. */
  busy: boolean;
  onMarkUnread: () => void;
  onClose: () => void;
}

/** One message in full, with Reply by email (the mail app, subject filled in) and Mark as unread. */
export function MessageReader({ message, busy, onMarkUnread, onClose }: MessageReaderProps) {
  return (
    <Modal title={t.title(message.name)} onClose={onClose} closeLabel={messagesTexts.close} busy={busy}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.from}</dt>
          <dd>{message.name}</dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.received}</dt>
          <dd>{formatLongDateTime(message.receivedAt)}</dd>
        </div>
      </dl>
      <section aria-label={t.message} className={styles.body}>
        {message.message}
      </section>
      <div className={styles.readerActions}>
        <Button variant="secondary" onClick={onMarkUnread} disabled={busy}>
          <MailOpen aria-hidden="true" size={17} />
          {busy ? t.markingUnread : t.markUnread}
        </Button>
        <ButtonLink to={replyHref(message.email)} variant="primary">
          <Reply aria-hidden="true" size={17} />
          {t.reply}
        </ButtonLink>
      </div>
    </Modal>
  );
}
