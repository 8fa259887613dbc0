import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { useMyApiTokens, useRevokeApiToken } from '@/features/api-tokens/api/api-tokens-api';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { tokenErrorText, type ApiTokenSummary } from '@/features/api-tokens/utils/api-token-rules';
import { COMPACT_LIST_MEDIA_QUERY, STATUS_MESSAGE_MS } from '@/lib/business';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStatusMessage } from '@/lib/use-status-message';
import { useFailureLog } from '@/lib/use-failure-log';
import { ApiTokenCards } from './api-token-cards';
import { ApiTokensTable } from './api-tokens-table';
import { CreateTokenForm, TOKEN_NAME_FIELD_ID, type CreatedToken } from './create-token-form';
import { NewTokenSecret } from './new-token-secret';
import styles from './api-tokens.module.css';

const t = apiTokensTexts;

/**
 * The API tokens screen under the page's heading: the secret of a token just created (until Done),
 * the form for a new one, and the list with Revoke after a confirmation. The list follows the GraphQL
 * cache, which a creation and a revocation update (api-tokens-api.ts).
 */
export function ApiTokensView() {
  const { tokens, loading, failure, reload } = useMyApiTokens();
  const revokeToken = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);

  useFailureLog(failure);

  const revocation = useConfirmedDelete((token: ApiTokenSummary) => revokeToken(token.id), {
    onDeleted: () => show('success', t.revoked),
    onFailed: (caught) => show('error', tokenErrorText(caught, 'revoke')),
  });

  const askRevoke = (token: ApiTokenSummary) => {
    clear();
    revocation.ask(token);
  };

  const done = () => {
    setCreated(null);
    // The panel that had the focus is gone: the form is where the next step starts.
    document.getElementById(TOKEN_NAME_FIELD_ID)?.focus();
  };

  return (
    <>
      {created ? <NewTokenSecret key={created.token} created={created} onDone={done} /> : null}

      <CreateTokenForm
        tokens={tokens ?? []}
        onCreated={(next) => {
          clear();
          setCreated(next);
        }}
      />

      <section className={styles.listSection} aria-labelledby="tokens-list-title">
        <div className={styles.listHead}>
          <h2 id="tokens-list-title" className={styles.sectionTitle}>
            {t.list.title}
          </h2>
          {tokens && tokens.length > 0 ? <p className={styles.count}>{t.list.count(tokens.length)}</p> : null}
        </div>

        {loading ? <ListLoading text={t.list.loading} /> : null}

        {failure ? (
          <ListFailure message={t.errors.load} retryLabel={t.list.tryAgain} onRetry={reload} />
        ) : null}

        {tokens && tokens.length === 0 ? (
          <ListEmpty icon={KeyRound} text={t.list.empty} hint={t.list.emptyHint} />
        ) : null}

        {tokens && tokens.length > 0 ? (
          compact ? (
            <ApiTokenCards tokens={tokens} onRevoke={askRevoke} />
          ) : (
            <ApiTokensTable tokens={tokens} onRevoke={askRevoke} />
          )
        ) : null}
      </section>

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {revocation.asking ? (
        <ConfirmDeleteDialog
          texts={t.confirmRevoke}
          closeLabel={t.close}
          question={t.confirmRevoke.body(revocation.asking.entry.name)}
          deleting={revocation.asking.busy}
          onCancel={revocation.cancel}
          onConfirm={revocation.confirm}
        />
      ) : null}
    </>
  );
}
