import { Ban } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import { AdminTable, DateCell } from '@/components/ui/admin-table';
import { StatusPill } from '@/components/ui/status-pill';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import {
  canRevoke,
  lastUsedText,
  prefixText,
  scopeLabel,
  statusLabel,
  statusTone,
  type ApiTokenSummary,
} from '@/features/api-tokens/utils/api-token-rules';
import { formatLongDate } from '@/lib/format-en';
import styles from './api-tokens.module.css';

const t = apiTokensTexts.list;

export interface ApiTokensViewProps {
  tokens: readonly ApiTokenSummary[];
  onRevoke: (token: ApiTokenSummary) => void;
}

export function TokenStatus({ token }: { token: ApiTokenSummary }) {
  return <StatusPill tone={statusTone(token.status)}>{statusLabel(token.status)}</StatusPill>;
}

export function TokenPrefix({ token }: { token: ApiTokenSummary }) {
  return <code className={styles.prefix}>{prefixText(token.displayPrefix)}</code>;
}

/** Revoke, for an active token only: an expired or revoked one is refused already. */
export function RevokeAction({
  token,
  layout,
  onRevoke,
}: {
  token: ApiTokenSummary;
  layout: 'row' | 'card';
  onRevoke: (token: ApiTokenSummary) => void;
}) {
  if (!canRevoke(token)) return null;
  return (
    <AdminActions layout={layout}>
      <AdminAction
        icon={Ban}
        intent="danger"
        label={t.revoke(token.name)}
        text={t.revokeShort}
        onClick={() => onRevoke(token)}
      />
    </AdminActions>
  );
}

/** The tokens as an accessible table (wide screens): one row per token, the name as the row header. */
export function ApiTokensTable({ tokens, onRevoke }: ApiTokensViewProps) {
  const c = t.columns;
  const columns = [
    c.name,
    c.scope,
    c.prefix,
    { label: c.created, className: styles.optional },
    c.expires,
    c.lastUsed,
    c.status,
  ];
  return (
    <AdminTable caption={t.caption} columns={columns} actionsLabel={c.actions}>
      {tokens.map((token) => (
        <tr key={token.id} data-inactive={token.status !== 'active' || undefined}>
          <th scope="row" className={styles.nameCell}>
            {token.name}
          </th>
          <td className={styles.scopeCell}>{scopeLabel(token.scope)}</td>
          <td>
            <TokenPrefix token={token} />
          </td>
          <DateCell className={styles.optional}>{formatLongDate(token.createdAt)}</DateCell>
          <DateCell>{formatLongDate(token.expiresAt)}</DateCell>
          <DateCell>{lastUsedText(token.lastUsedAt)}</DateCell>
          <td>
            <TokenStatus token={token} />
          </td>
          <td>
            <RevokeAction token={token} layout="row" onRevoke={onRevoke} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
