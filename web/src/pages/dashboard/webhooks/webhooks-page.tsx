import { WebhooksView } from '@/features/webhooks/components/webhooks-view';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

/** /dashboard/webhooks, admin only (the route's role guard sends everyone else to /dashboard). */
export function WebhooksPage() {
  useDocumentTitle(webhooksTexts.title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{webhooksTexts.title}</h1>
          <p className={styles.lead}>{webhooksTexts.lead}</p>
        </div>
      </div>
      <WebhooksView />
    </div>
  );
}
