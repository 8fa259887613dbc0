import { KeyRound, Webhook } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSetWebhookActive,
  useWebhooks,
} from '@/features/webhooks/api/webhooks-api';
import { webhookErrorText, type WebhookSummary } from '@/features/webhooks/utils/webhook-rules';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { useFailureLog } from '@/lib/use-failure-log';
import { useStatusMessage } from '@/lib/use-status-message';
import { CreateWebhookForm, WEBHOOK_URL_FIELD_ID } from './create-webhook-form';
import { WebhookEntry } from './webhook-entry';
import { WebhookSecret, type RevealedSecret } from './webhook-secret';
import styles from './webhooks.module.css';

const t = webhooksTexts;

/**
 * The webhooks screen under the page's heading: the secret just given (until Done), the form for a
 * new webhook, and the list, each webhook with Disable/Enable, Rotate secret and Delete (those two
 * after a confirmation) and its delivery log. The list follows the GraphQL cache, which every change
 * updates (webhooks-api.ts).
 */
export function WebhooksView() {
  const { webhooks, loading, failure, reload } = useWebhooks();
  const setActive = useSetWebhookActive();
  const rotateSecret = useRotateWebhookSecret();
  const deleteWebhook = useDeleteWebhook();
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  useFailureLog(failure);

  const deletion = useConfirmedDelete((webhook: WebhookSummary) => deleteWebhook(webhook.id), {
    onDeleted: () => show('success', t.deleted),
    onFailed: (caught) => show('error', webhookErrorText(caught, 'remove')),
  });
  const rotation = useConfirmedDelete(
    async (webhook: WebhookSummary) => {
      const rotated = await rotateSecret(webhook.id);
      setRevealed({ kind: 'rotated', secret: rotated.secret, url: rotated.webhook.url });
    },
    {
      onDeleted: () => undefined,
      onFailed: (caught) => show('error', webhookErrorText(caught, 'rotate')),
    },
  );

  const toggleActive = async (webhook: WebhookSummary) => {
    clear();
    setBusyId(webhook.id);
    try {
      const changed = await setActive(webhook.id, !webhook.active);
      show('success', changed.active ? t.enabled : t.disabled);
    } catch (caught) {
      console.warn(caught);
      show('error', webhookErrorText(caught, 'update'));
    } finally {
      setBusyId(null);
    }
  };

  const asking = (confirmed: typeof deletion) => (webhook: WebhookSummary) => {
    clear();
    confirmed.ask(webhook);
  };

  const done = () => {
    setRevealed(null);
    // The panel that had the focus is gone: the form is where the next step starts.
    document.getElementById(WEBHOOK_URL_FIELD_ID)?.focus();
  };

  return (
    <>
      {revealed ? <WebhookSecret key={revealed.secret} revealed={revealed} onDone={done} /> : null}

      <CreateWebhookForm
        onCreated={(next) => {
          clear();
          setRevealed(next);
        }}
      />

      <section className={styles.listSection} aria-labelledby="webhooks-list-title">
        <div className={styles.listHead}>
          <h2 id="webhooks-list-title" className={styles.sectionTitle}>
            {t.list.title}
          </h2>
          {webhooks && webhooks.length > 0 ? (
            <p className={styles.count}>{t.list.count(webhooks.length)}</p>
          ) : null}
        </div>

        {loading ? <ListLoading text={t.list.loading} /> : null}

        {failure ? (
          <ListFailure message={t.errors.load} retryLabel={t.list.tryAgain} onRetry={reload} />
        ) : null}

        {webhooks && webhooks.length === 0 ? (
          <ListEmpty icon={Webhook} text={t.list.empty} hint={t.list.emptyHint} />
        ) : null}

        {webhooks && webhooks.length > 0 ? (
          <ul className={styles.entries} aria-label={t.list.caption}>
            {webhooks.map((webhook) => (
              <WebhookEntry
                key={webhook.id}
                webhook={webhook}
                busyId={busyId}
                onToggleActive={(each) => void toggleActive(each)}
                onRotate={asking(rotation)}
                onDelete={asking(deletion)}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />

      {rotation.asking ? (
        <ConfirmDeleteDialog
          texts={t.confirmRotate}
          closeLabel={t.close}
          question={t.confirmRotate.body(rotation.asking.entry.url)}
          confirmIcon={KeyRound}
          deleting={rotation.asking.busy}
          onCancel={rotation.cancel}
          onConfirm={rotation.confirm}
        />
      ) : null}

      {deletion.asking ? (
        <ConfirmDeleteDialog
          texts={t.confirmDelete}
          closeLabel={t.close}
          question={t.confirmDelete.body(deletion.asking.entry.url)}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </>
  );
}
