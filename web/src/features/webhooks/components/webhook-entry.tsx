import { ChevronDown, KeyRound, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminAction } from '@/components/ui/admin-actions';
import { StatusPill } from '@/components/ui/status-pill';
import type { WebhookSummary } from '@/features/webhooks/utils/webhook-rules';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { formatLongDate } from '@/lib/format-en';
import { WebhookDeliveries } from './webhook-deliveries';
import styles from './webhooks.module.css';

const t = webhooksTexts.list;
const d = webhooksTexts.deliveries;

export interface WebhookActions {
  onToggleActive: (webhook: WebhookSummary) => void;
  onRotate: (webhook: WebhookSummary) => void;
  onDelete: (webhook: WebhookSummary) => void;
  /** The webhook whose change is in flight, if any: its buttons wait. */
  busyId: string | null;
}

/**
 * One webhook: its URL, state, events and failures, the buttons that change it, and its delivery
 * log, read when opened. A webhook the worker turned off says why.
 */
export function WebhookEntry({
  webhook,
  busyId,
  onToggleActive,
  onRotate,
  onDelete,
}: WebhookActions & {
  webhook: WebhookSummary;
}) {
  const [open, setOpen] = useState(false);
  const logId = `webhook-${webhook.id}-log`;
  const busy = busyId === webhook.id;
  const labelled = (action: string) => t.labelled(action, webhook.url);
  return (
    <li className={styles.entry} data-inactive={webhook.active ? undefined : true}>
      <div className={styles.entryHead}>
        <h3 className={styles.url}>{webhook.url}</h3>
        <StatusPill tone={webhook.active ? 'done' : 'neutral'}>
          {webhook.active ? t.active : t.disabled}
        </StatusPill>
      </div>
      {webhook.description ? <p className={styles.description}>{webhook.description}</p> : null}
      {webhook.disabledReason ? (
        <p className={styles.disabledReason}>
          <strong>{t.disabledBecause}</strong> {webhook.disabledReason}
        </p>
      ) : null}
      <dl className={styles.entryFacts}>
        <div className={styles.eventsFact}>
          <dt>{t.events}</dt>
          <dd>
            <ul className={styles.eventTags}>
              {webhook.events.map((event) => (
                <li key={event}>{event}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t.failures}</dt>
          <dd data-warn={webhook.consecutiveFailures > 0 || undefined}>{webhook.consecutiveFailures}</dd>
        </div>
        <div>
          <dt>{t.created}</dt>
          <dd>{formatLongDate(webhook.createdAt)}</dd>
        </div>
      </dl>
      <div className={styles.entryActions} role="group" aria-label={t.actionsOf(webhook.url)}>
        <AdminAction
          icon={webhook.active ? PowerOff : Power}
          intent={webhook.active ? 'warn' : 'ok'}
          label={labelled(webhook.active ? t.disable : t.enable)}
          text={webhook.active ? t.disable : t.enable}
          disabled={busy}
          onClick={() => onToggleActive(webhook)}
        />
        <AdminAction
          icon={KeyRound}
          label={labelled(t.rotate)}
          text={t.rotate}
          disabled={busy}
          onClick={() => onRotate(webhook)}
        />
        <AdminAction
          icon={Trash2}
          intent="danger"
          label={labelled(t.remove)}
          text={t.remove}
          disabled={busy}
          onClick={() => onDelete(webhook)}
        />
        <button
          type="button"
          className={styles.logToggle}
          aria-label={labelled(open ? d.hide : d.show)}
          aria-expanded={open}
          aria-controls={open ? logId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <ChevronDown aria-hidden="true" size={17} className={styles.chevron} />
          {open ? d.hide : d.show}
        </button>
      </div>
      {open ? (
        <div id={logId}>
          <WebhookDeliveries webhook={webhook} />
        </div>
      ) : null}
    </li>
  );
}
