import { Inbox } from '@/features/messages/components/inbox';
import { messagesTexts } from '@/features/messages/messages-texts';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

/** /dashboard/messages, admin only (the route's role guard sends everyone else to /dashboard). */
export function MessagesPage() {
  useDocumentTitle(en.titles.messages);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.messages}</h1>
          <p className={styles.lead}>{messagesTexts.lead}</p>
        </div>
      </div>
      <Inbox />
    </div>
  );
}
