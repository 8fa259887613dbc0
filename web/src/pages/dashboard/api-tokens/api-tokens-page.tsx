import { ApiTokensLead } from '@/features/api-tokens/components/api-tokens-lead';
import { ApiTokensView } from '@/features/api-tokens/components/api-tokens-view';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

/** /dashboard/api-tokens: every signed-in user manages their own personal API tokens. */
export function ApiTokensPage() {
  useDocumentTitle(apiTokensTexts.title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{apiTokensTexts.title}</h1>
          <ApiTokensLead className={styles.lead} />
        </div>
      </div>
      <ApiTokensView />
    </div>
  );
}
