import { AdminCard, AdminCards, CardFacts } from '@/components/ui/admin-table';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { lastUsedText, scopeLabel } from '@/features/api-tokens/utils/api-token-rules';
import { formatLongDate } from '@/lib/format-en';
import { RevokeAction, TokenPrefix, TokenStatus, type ApiTokensViewProps } from './api-tokens-table';
import styles from './api-tokens.module.css';

const t = apiTokensTexts.list;
const c = t.columns;

/** The same tokens as a list of cards (narrow screens), each with a labelled Revoke button. */
export function ApiTokenCards({ tokens, onRevoke }: ApiTokensViewProps) {
  return (
    <AdminCards label={t.caption}>
      {tokens.map((token) => (
        <AdminCard key={token.id} data-inactive={token.status !== 'active' || undefined}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{token.name}</h3>
            <TokenStatus token={token} />
          </div>
          <CardFacts>
            <div>
              <dt>{c.scope}</dt>
              <dd>{scopeLabel(token.scope)}</dd>
            </div>
            <div>
              <dt>{c.prefix}</dt>
              <dd>
                <TokenPrefix token={token} />
              </dd>
            </div>
            <div>
              <dt>{c.created}</dt>
              <dd>{formatLongDate(token.createdAt)}</dd>
            </div>
            <div>
              <dt>{c.expires}</dt>
              <dd>{formatLongDate(token.expiresAt)}</dd>
            </div>
            <div className={styles.wideFact}>
              <dt>{c.lastUsed}</dt>
              <dd>{lastUsedText(token.lastUsedAt)}</dd>
            </div>
          </CardFacts>
          <RevokeAction token={token} layout="card" onRevoke={onRevoke} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}
