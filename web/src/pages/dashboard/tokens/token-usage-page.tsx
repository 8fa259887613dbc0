import { TokenUsageView } from '@/features/token-usage/components/token-usage-view';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

/** /dashboard/tokens, admin only (the route's role guard sends everyone else to /dashboard). */
export function TokenUsagePage() {
  useDocumentTitle(en.titles.tokens);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{en.titles.tokens}</h1>
          <p className={styles.lead}>{tokenUsageTexts.lead}</p>
        </div>
      </div>
      <TokenUsageView />
    </div>
  );
}
