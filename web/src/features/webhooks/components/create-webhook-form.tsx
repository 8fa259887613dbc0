import { Webhook } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListFailure, ListLoading } from '@/components/ui/list-states';
import { FieldGroup, TextField } from '@/components/ui/form-field';
import { useCreateWebhook, useWebhookEventTypes } from '@/features/webhooks/api/webhooks-api';
import {
  DESCRIPTION_MAX_LENGTH,
  initialWebhookValues,
  refusedWebhookFields,
  toCreateInput,
  toggledEvents,
  validateNewWebhook,
  webhookErrorText,
  type NewWebhookValues,
} from '@/features/webhooks/utils/webhook-rules';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import { useFailureLog } from '@/lib/use-failure-log';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import type { RevealedSecret } from './webhook-secret';
import formStyles from '@/components/ui/record-form.module.css';
import styles from './webhooks.module.css';

const t = webhooksTexts.form;

/** The URL field's id: the page puts the focus back here once a new secret is put away. */
export const WEBHOOK_URL_FIELD_ID = 'webhook-url';
const DESCRIPTION_FIELD_ID = 'webhook-description';
const EVENTS_FIELD_ID = 'webhook-events';
const eventFieldId = (type: string) => `webhook-event-${type.replace('.', '-')}`;

/**
 * URL, note and events of a new webhook. The page's checks come first, each told at its field; the
 * server's refusal of a field (a URL that is not https, or points to a private address) is told at
 * that field too, in its own words, and any other refusal above the form. The form empties once the
 * webhook is created, so its secret is the only thing left to look at.
 */
export function CreateWebhookForm({ onCreated }: { onCreated: (revealed: RevealedSecret) => void }) {
  const createWebhook = useCreateWebhook();
  const { eventTypes, loading, failure, reload } = useWebhookEventTypes();
  useFailureLog(failure);
  const allTypes = eventTypes?.map((each) => each.type) ?? [];
  const { values, set, error, errors, saving, submit } = useRequiredFieldsForm<NewWebhookValues>({
    initial: initialWebhookValues,
    fieldIds: {
      url: WEBHOOK_URL_FIELD_ID,
      description: DESCRIPTION_FIELD_ID,
      events: allTypes[0] === undefined ? undefined : eventFieldId(allTypes[0]),
    },
    validate: (typed) => ({ fields: validateNewWebhook(typed) }),
    save: async (typed) => {
      const created = await createWebhook(toCreateInput(typed));
      onCreated({ kind: 'created', secret: created.secret, url: created.webhook.url });
    },
    failureMessage: (caught) => webhookErrorText(caught, 'create'),
    refusedFields: refusedWebhookFields,
    resetAfterSave: true,
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="create-webhook-title"
      aria-busy={saving || undefined}
    >
      <h2 id="create-webhook-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={formStyles.pair}>
        <TextField
          id={WEBHOOK_URL_FIELD_ID}
          label={t.url}
          hint={t.urlHint}
          error={errors.url}
          value={values.url}
          type="url"
          inputMode="url"
          placeholder={t.urlPlaceholder}
          autoComplete="off"
          spellCheck={false}
          required
          onChange={(event) => set({ url: event.target.value })}
        />
        <TextField
          id={DESCRIPTION_FIELD_ID}
          label={t.description}
          hint={t.descriptionHint}
          error={errors.description}
          value={values.description}
          // One more than allowed, so that a pasted note that is too long is told, not cut silently.
          maxLength={DESCRIPTION_MAX_LENGTH + 1}
          autoComplete="off"
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <FieldGroup
        id={EVENTS_FIELD_ID}
        legend={t.events}
        hint={t.eventsHint}
        error={errors.events}
        className={styles.events}
      >
        {loading ? <ListLoading text={t.loadingEvents} /> : null}
        {failure ? (
          <ListFailure
            message={webhooksTexts.errors.eventTypes}
            retryLabel={webhooksTexts.list.tryAgain}
            onRetry={reload}
          />
        ) : null}
        {eventTypes ? (
          <div className={styles.eventChoices}>
            {eventTypes.map(({ type, description }) => {
              const id = eventFieldId(type);
              return (
                // The whole card is clickable; the box is named by the type alone, its meaning describes it.
                <label key={type} className={styles.eventChoice}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={values.events.includes(type)}
                    aria-labelledby={`${id}-type`}
                    aria-describedby={`${id}-about`}
                    onChange={(event) =>
                      set({ events: toggledEvents(values.events, type, event.target.checked, allTypes) })
                    }
                  />
                  <span>
                    <span id={`${id}-type`} className={styles.eventType}>
                      {type}
                    </span>
                    <span id={`${id}-about`} className={styles.eventAbout}>
                      {description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        ) : null}
      </FieldGroup>
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={saving}>
          <Webhook aria-hidden="true" size={17} />
          {saving ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
