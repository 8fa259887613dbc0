/**
 * The integrators' webhooks over GraphQL (admins only; the gateway's /graphql with the session
 * cookie, the mutations with a CSRF token: app/graphql-provider.tsx). The documents are typed from
 * webhooks.graphql (`pnpm --filter @smarthome/web codegen`). A failure reaches the screen as an
 * ApiError carrying the call's own text, which goes to the console; the screen picks what to show
 * from it (webhook-rules.ts).
 *
 * The list is the Apollo cache's: a created webhook is put at its head (the list is newest first), a
 * deleted one is evicted, and a change or a new secret updates the webhook under its id, so the list
 * is not read again after a change. A signing secret never stays in the cache.
 */
import { useCallback } from 'react';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { PENDING_POLL_MS, hasPending } from '@/features/webhooks/utils/webhook-rules';
import { forgetMutationAnswer, putFirstInList } from '@/lib/apollo-cache';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useShownQuery } from '@/lib/use-shown-query';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookEventTypesDocument,
  WebhooksDocument,
  type CreateWebhookInput,
} from './__generated__/webhooks';

const f = webhooksTexts.api;

/** Every webhook, newest first; `failure` is set only while there is no list. */
export function useWebhooks() {
  const { shown, loading, failure, reload } = useShownQuery(WebhooksDocument, {
    select: (data) => data.webhooks,
    fallback: f.fetch,
    notifyOnNetworkStatusChange: true,
  });
  return { webhooks: shown, loading, failure, reload };
}

/** The event types an endpoint can subscribe to, with what each means. */
export function useWebhookEventTypes() {
  const { shown, loading, failure, reload } = useShownQuery(WebhookEventTypesDocument, {
    select: (data) => data.webhookEventTypes,
    fallback: f.eventTypes,
  });
  return { eventTypes: shown, loading, failure, reload };
}

/**
 * A webhook's last deliveries, newest first. While one is pending the log is read again every few
 * seconds, so that it settles on screen without a Refresh.
 */
export function useWebhookDeliveries(webhookId: string) {
  const { shown, loading, failure, reload } = useShownQuery(WebhookDeliveriesDocument, {
    variables: { webhookId },
    select: (data) => data.webhookDeliveries,
    fallback: f.deliveries,
    notifyOnNetworkStatusChange: true,
    poll: { everyMs: PENDING_POLL_MS, while: hasPending },
  });
  return { deliveries: shown, loading, failure, reload };
}

/** createWebhook(input) → the secret (shown once, never cached) and the new webhook, head of the list. */
export function useCreateWebhook() {
  const create = useApiMutation(CreateWebhookDocument, f.create, {
    update(cache, { data }) {
      forgetMutationAnswer(cache, 'createWebhook');
      const created = data?.createWebhook.webhook;
      if (created) putFirstInList(cache, 'webhooks', { __typename: 'Webhook', id: created.id });
    },
  });
  return useCallback(async (input: CreateWebhookInput) => (await create({ input })).createWebhook, [create]);
}

/** updateWebhook(id, {active}): deliveries on (failure count back to 0) or off. */
export function useSetWebhookActive() {
  const update = useApiMutation(UpdateWebhookDocument, f.update);
  return useCallback(
    async (id: string, active: boolean) => (await update({ id, input: { active } })).updateWebhook,
    [update],
  );
}

/** rotateWebhookSecret(id) → the new secret, shown once; the old one stops working at once. */
export function useRotateWebhookSecret() {
  const rotate = useApiMutation(RotateWebhookSecretDocument, f.rotate, {
    update: (cache) => forgetMutationAnswer(cache, 'rotateWebhookSecret'),
  });
  return useCallback(async (id: string) => (await rotate({ id })).rotateWebhookSecret, [rotate]);
}

/** deleteWebhook(id); the webhook then leaves the cache, and with it the list. */
export function useDeleteWebhook() {
  const remove = useApiMutation(DeleteWebhookDocument, f.remove, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteWebhook || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Webhook', id: String(variables.id) }) });
      cache.gc();
    },
  });
  return useCallback(async (id: string) => void (await remove({ id })), [remove]);
}

/**
 * redeliverWebhookDelivery: a failed delivery sent again as a new round of attempts; the delivery,
 * now pending, is updated under its id, and its log starts reading itself again.
 */
export function useRedeliverWebhookDelivery() {
  const redeliver = useApiMutation(RedeliverWebhookDeliveryDocument, f.redeliver);
  return useCallback(
    async (webhookId: string, deliveryId: string) =>
      (await redeliver({ webhookId, deliveryId })).redeliverWebhookDelivery,
    [redeliver],
  );
}
