import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { API_BASE } from '@/lib/api-client';
import styles from './api-tokens.module.css';

const t = apiTokensTexts.lead;

/** Where the gateway answers a token: the addresses a script calls, and the interactive reference. */
export const API_ADDRESSES = { graphql: '/graphql', rest: API_BASE, reference: '/api/docs' } as const;

/**
 * What tokens are for, under the page's title. The reference is a page of the gateway, not of this
 * app, so it is an ordinary link that leaves the dashboard.
 */
export function ApiTokensLead({ className }: { className?: string }) {
  return (
    <p className={className}>
      {t.intro} <code className={styles.inlineCode}>{API_ADDRESSES.graphql}</code> {t.and}{' '}
      <code className={styles.inlineCode}>{API_ADDRESSES.rest}</code>. {t.send}{' '}
      <code className={styles.inlineCode}>Authorization: Bearer &lt;token&gt;</code>. {t.role} {t.seeThe}{' '}
      <a href={API_ADDRESSES.reference}>{t.reference}</a>.
    </p>
  );
}
