import { Inbox, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import { AdminCard, AdminCards, AdminTable, CardFacts } from '@/components/ui/admin-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListFailure, ListLoading } from '@/components/ui/list-states';
import { StatusPill } from '@/components/ui/status-pill';
import { useRedeliverWebhookDelivery, useWebhookDeliveries } from '@/features/webhooks/api/webhooks-api';
import {
  canRedeliver,
  deliveryStatusLabel,
  deliveryStatusTone,
  responseText,
  webhookErrorText,
  type WebhookDelivery,
  type WebhookSummary,
} from '@/features/webhooks/utils/webhook-rules';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { COMPACT_LIST_MEDIA_QUERY } from '@/lib/business';
import { formatLongDateTime, shortDayAndTime } from '@/lib/format-en';
import { useFailureLog } from '@/lib/use-failure-log';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './webhooks.module.css';

const t = webhooksTexts.deliveries;
const c = t.columns;

interface RowProps {
  delivery: WebhookDelivery;
  /** The delivery being sent again, if any: its button waits. */
  busyId: string | null;
  onRedeliver: (delivery: WebhookDelivery) => void;
}

/** Its status; while pending, when the next attempt is due. */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <span className={styles.deliveryStatus}>
      <StatusPill tone={deliveryStatusTone(delivery.status)}>
        {deliveryStatusLabel(delivery.status)}
      </StatusPill>
      {delivery.status === 'pending' && delivery.nextAttemptAt ? (
        <span className={styles.nextAttempt}>
          {t.nextAttempt(shortDayAndTime(delivery.nextAttemptAt)?.join(', ') ?? '')}
        </span>
      ) : null}
    </span>
  );
}

/** A time as its day and its hour, each kept whole, the hour on a line of its own where room is short. */
function DayAndTime({ iso }: { iso: string | null }) {
  const parts = shortDayAndTime(iso);
  if (!parts) return <>{t.none}</>;
  return (
    <time dateTime={iso ?? undefined}>
      <span className={styles.whole}>{parts[0]},</span> <span className={styles.whole}>{parts[1]}</span>
    </time>
  );
}

/**
 * Redeliver, for a failed delivery only: in a table's row its icon, the verb as its tooltip (the log
 * must fit beside the sidebar), on a card a labelled button.
 */
function RedeliverAction({ delivery, busyId, onRedeliver, layout }: RowProps & { layout: 'row' | 'card' }) {
  if (!canRedeliver(delivery)) return null;
  const busy = busyId === delivery.id;
  return (
    <AdminActions layout={layout}>
      <AdminAction
        icon={Send}
        label={t.redeliverLabel(delivery.event, formatLongDateTime(delivery.createdAt))}
        text={busy ? t.redelivering : t.redeliver}
        iconOnly={layout === 'row'}
        disabled={busyId !== null}
        onClick={() => onRedeliver(delivery)}
      />
    </AdminActions>
  );
}

function DeliveriesTable({ url, deliveries, ...row }: Omit<RowProps, 'delivery'> & LogProps) {
  const columns = [c.status, c.attempts, c.response, c.lastError, c.created, c.delivered];
  return (
    <AdminTable caption={t.caption(url)} columns={[c.event, ...columns]} actionsLabel={c.actions}>
      {deliveries.map((delivery) => (
        <tr key={delivery.id}>
          <th scope="row" className={styles.eventCell}>
            {delivery.event}
          </th>
          <td>
            <DeliveryStatus delivery={delivery} />
          </td>
          <td>{delivery.attempts}</td>
          <td>{responseText(delivery)}</td>
          <td className={styles.errorCell}>{delivery.lastError ?? t.none}</td>
          <td className={styles.when}>
            <DayAndTime iso={delivery.createdAt} />
          </td>
          <td className={styles.when}>
            <DayAndTime iso={delivery.deliveredAt} />
          </td>
          <td>
            <RedeliverAction delivery={delivery} layout="row" {...row} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function DeliveryCards({ url, deliveries, ...row }: Omit<RowProps, 'delivery'> & LogProps) {
  return (
    <AdminCards label={t.caption(url)}>
      {deliveries.map((delivery) => (
        <AdminCard key={delivery.id}>
          <div className={styles.entryHead}>
            <h5 className={styles.eventCell}>{delivery.event}</h5>
            <DeliveryStatus delivery={delivery} />
          </div>
          <CardFacts>
            <div>
              <dt>{c.attempts}</dt>
              <dd>{delivery.attempts}</dd>
            </div>
            <div>
              <dt>{c.response}</dt>
              <dd>{responseText(delivery)}</dd>
            </div>
            <div>
              <dt>{c.created}</dt>
              <dd>
                <DayAndTime iso={delivery.createdAt} />
              </dd>
            </div>
            <div>
              <dt>{c.delivered}</dt>
              <dd>
                <DayAndTime iso={delivery.deliveredAt} />
              </dd>
            </div>
            {delivery.lastError ? (
              <div className={styles.wideFact}>
                <dt>{c.lastError}</dt>
                <dd className={styles.errorCell}>{delivery.lastError}</dd>
              </div>
            ) : null}
          </CardFacts>
          <RedeliverAction delivery={delivery} layout="card" {...row} />
        </AdminCard>
      ))}
    </AdminCards>
  );
}

interface LogProps {
  url: string;
  deliveries: readonly WebhookDelivery[];
}

/**
 * A webhook's delivery log: the last deliveries, newest first, with Refresh, and Redeliver on the
 * failed ones. The outcome of a redelivery is told above the log; the server refuses one that is
 * no longer failed (CONFLICT), in its own words, and the log is then read again to show why.
 */
export function WebhookDeliveries({ webhook }: { webhook: WebhookSummary }) {
  const { deliveries, loading, failure, reload } = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliverWebhookDelivery();
  const compact = useMediaQuery(COMPACT_LIST_MEDIA_QUERY);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useFailureLog(failure);

  const onRedeliver = async (delivery: WebhookDelivery) => {
    setNotice(null);
    setBusyId(delivery.id);
    try {
      await redeliver(webhook.id, delivery.id);
      setNotice({ tone: 'success', text: t.redelivered });
    } catch (caught) {
      console.warn(caught);
      setNotice({ tone: 'error', text: webhookErrorText(caught, 'redeliver') });
      await reload();
    } finally {
      setBusyId(null);
    }
  };

  const titleId = `webhook-${webhook.id}-deliveries`;
  const row = { busyId, onRedeliver: (delivery: WebhookDelivery) => void onRedeliver(delivery) };
  return (
    <section className={styles.deliveries} aria-labelledby={titleId}>
      <div className={styles.deliveriesHead}>
        <h4 id={titleId} className={styles.deliveriesTitle}>
          {t.title}
        </h4>
        <Button variant="secondary" size="small" onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" size={16} />
          {t.refresh}
        </Button>
      </div>
      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={webhooksTexts.dismiss}>
          {notice.text}
        </Alert>
      ) : null}
      {loading ? <ListLoading text={t.loading} /> : null}
      {failure ? (
        <ListFailure message={webhooksTexts.errors.deliveries} retryLabel={t.tryAgain} onRetry={reload} />
      ) : null}
      {deliveries && deliveries.length === 0 ? <ListEmpty icon={Inbox} text={t.empty} /> : null}
      {deliveries && deliveries.length > 0 ? (
        compact ? (
          <DeliveryCards url={webhook.url} deliveries={deliveries} {...row} />
        ) : (
          <DeliveriesTable url={webhook.url} deliveries={deliveries} {...row} />
        )
      ) : null}
    </section>
  );
}
